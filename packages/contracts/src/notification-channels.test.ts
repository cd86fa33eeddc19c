import { describe, expect, it } from 'vitest';
import { ChannelChoiceSchema, NOTIFICATION_GROUP_OF, NOTIFICATION_GROUPS, PushSubscriptionBodySchema, SaveChannelPreferencesBodySchema } from './notification-channels.ts';
import { NOTIFICATION_TYPES } from './notifications.ts';

describe('notification groups (decision 279)', () => {
  it('every notification type belongs to a group', () => {
    const missing = NOTIFICATION_TYPES.filter((t) => !Object.hasOwn(NOTIFICATION_GROUP_OF, t));
    expect(missing, 'add these types to NOTIFICATION_GROUP_OF').toEqual([]);
    for (const group of Object.values(NOTIFICATION_GROUP_OF)) expect(NOTIFICATION_GROUPS).toContain(group);
  });

  it('refuses a channel that is not a boolean, an unknown group and a push subscription without keys', () => {
    expect(ChannelChoiceSchema.safeParse({ email: true, push: false, whatsapp: 'yes' }).success).toBe(false);
    expect(SaveChannelPreferencesBodySchema.safeParse({ groups: { marketing: { email: true, push: true, whatsapp: true } } }).success).toBe(false);
    expect(SaveChannelPreferencesBodySchema.safeParse({ groups: { payments: { email: false, push: true, whatsapp: true } } }).success).toBe(true);
    expect(PushSubscriptionBodySchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'short', auth: 'x' } }).success).toBe(false);
    expect(PushSubscriptionBodySchema.safeParse({ endpoint: 'javascript:alert(1)', keys: { p256dh: 'A'.repeat(87), auth: 'B'.repeat(22) } }).success).toBe(false);
  });
});
