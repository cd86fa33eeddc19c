import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_GROUPS, type NotificationGroup } from '@kelas/contracts/notification-channels';

/**
 * The token of a one-click unsubscribe link (decision 279): `{userId}.{group}.{signature}`, the
 * signature an HMAC-SHA256 (base64url) under a key derived from the server's FILE_URL_SECRET for
 * this one purpose, so no new secret has to be configured and a file link's signature can never
 * pass as an unsubscribe token. It does not expire: a link in an old e-mail must still work, and
 * all it can do is turn one group's e-mail off for one account.
 */
export function signUnsubscribeToken(secret: string, userId: number, group: NotificationGroup): string {
  return `${userId}.${group}.${signature(secret, userId, group)}`;
}

/** The account and group a token names, or null for anything malformed or not signed by this server. */
export function verifyUnsubscribeToken(secret: string, token: string): { userId: number; group: NotificationGroup } | null {
  const m = /^([1-9][0-9]{0,9})\.([a-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  const group = m[2] as NotificationGroup;
  if (!Number.isSafeInteger(userId) || userId > 2_147_483_647 || !NOTIFICATION_GROUPS.includes(group)) return null;
  const expected = Buffer.from(signature(secret, userId, group));
  const given = Buffer.from(m[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, group } : null;
}

function signature(secret: string, userId: number, group: string): string {
  const key = createHmac('sha256', secret).update('kelas/notification-unsubscribe/v1').digest();
  return createHmac('sha256', key).update(`${userId}\n${group}`).digest('base64url');
}

/** The link of a token on {host}: GET shows the confirmation page, POST (RFC 8058 one-click) unsubscribes. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
