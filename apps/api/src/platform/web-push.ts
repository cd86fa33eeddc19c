import webpush from 'web-push';

/** A VAPID key pair (base64url) and the contact push services see (`mailto:` or `https:`). */
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** One browser's subscription as stored: the push service's endpoint and the browser's keys. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** A new VAPID key pair (P-256), base64url as browsers' `applicationServerKey` takes the public one. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/**
 * True when `endpoint` may be sent to (decision 279): https on a host of `allowedHosts` or a
 * subdomain of one; http only for a listed loopback host (a test's stand-in). The server posts only
 * to the browsers' push services, never to an address a user made up.
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let u: URL;
  try {
    u = new URL(endpoint);
  } catch {
    return false;
  }
  const host = u.hostname.toLowerCase();
  const listed = allowedHosts.some((h) => host === h || host.endsWith(`.${h}`));
  if (!listed) return false;
  if (u.protocol === 'https:') return true;
  return u.protocol === 'http:' && (host === '127.0.0.1' || host === 'localhost');
}

/**
 * Sends one encrypted push message (RFC 8030/8291, VAPID RFC 8292) with the `web-push` library's
 * encryption and headers, over fetch so a stalled push service is cut off after `timeoutMs`.
 * Returns the push service's status: 201 (or any 2xx) delivered to it; 404 and 410 mean the
 * subscription is gone. Throws for a network failure or a timeout.
 */
export async function sendPushMessage(target: PushTarget, payload: string, opts: { vapid: VapidDetails; timeoutMs: number; ttlSeconds?: number }): Promise<{ status: number; text: string }> {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    vapidDetails: opts.vapid,
    TTL: opts.ttlSeconds ?? 24 * 3600,
  });
  // fetch counts the body itself and refuses a Content-Length given as a number.
  const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([k, v]) => [k, String(v)]));
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
    signal: AbortSignal.timeout(opts.timeoutMs),
    redirect: 'error',
  });
  const text = await res.text().catch(() => '');
  return { status: res.status, text: text.slice(0, 500) };
}
