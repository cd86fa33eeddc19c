import { ALWAYS_EMAILED_TYPES, NOTIFICATION_GROUPS, type ChannelChoice, type ChannelSettings, type SaveChannelPreferencesBody } from '@kelas/contracts/notification-channels';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { normalizeWhatsAppNumber, whatsAppConfigured } from '../../platform/whatsapp.ts';
import { findChannelSettings, upsertPreference } from './queries.ts';

/** A group nobody chose for yet: every channel on (push and WhatsApp then reach the learner only when they can). */
// WhatsApp waits for the learner's own opt-in (Meta's rule for business-initiated messages); e-mail and push are on (decision 279).
const DEFAULT_CHOICE: ChannelChoice = { email: true, push: true, whatsapp: false };

type WhatsAppSwitch = Partial<Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID'>>;

/**
 * The learner's channels per event group (decision 279), defaults filled in, with what push and
 * WhatsApp can reach now (subscribed browsers; WhatsApp configured on the server and a usable phone
 * number in the profile).
 */
export async function readChannelSettings(db: Db, userId: number, config: WhatsAppSwitch): Promise<ChannelSettings> {
  const { prefs, phone, pushDevices } = await findChannelSettings(db, userId);
  const groups = Object.fromEntries(
    NOTIFICATION_GROUPS.map((g) => {
      const row = prefs.find((p) => p.group === g);
      return [g, row ? { email: row.email, push: row.push, whatsapp: row.whatsapp } : DEFAULT_CHOICE];
    }),
  ) as ChannelSettings['groups'];
  const configured = whatsAppConfigured(config);
  return {
    groups,
    push: { devices: pushDevices },
    whatsapp: { configured, available: configured && normalizeWhatsAppNumber(phone) !== null },
    always_emailed: [...ALWAYS_EMAILED_TYPES],
  };
}

/**
 * Saves the groups given (each with all three channels; a group left out keeps its choice) in one
 * transaction, and answers the settings as they are now.
 */
export async function saveChannelPreferences(db: Db, o: { userId: number; body: SaveChannelPreferencesBody; config: WhatsAppSwitch; now: Date }): Promise<ChannelSettings> {
  await db.transaction(async (tx) => {
    for (const group of NOTIFICATION_GROUPS) {
      const choice = o.body.groups[group];
      if (choice) await upsertPreference(tx, { userId: o.userId, group, ...choice, now: o.now });
    }
  });
  return readChannelSettings(db, o.userId, o.config);
}
