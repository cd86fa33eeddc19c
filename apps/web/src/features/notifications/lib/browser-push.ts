import type { PushSubscriptionBody } from '@kelas/contracts/notification-channels';

/** True when this browser can receive web push: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The browser's notification permission ('default' before asking), or null without the API. */
export function pushPermission(): NotificationPermission | null {
  return typeof Notification === 'undefined' ? null : Notification.permission;
}

/** A base64url VAPID key as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** The service worker's registration once it is active, or null when none registers within `ms`. */
async function registration(ms = 10_000): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** This browser's current push subscription, or null. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await registration(3000);
  return reg ? reg.pushManager.getSubscription() : null;
}

export type SubscribeOutcome = { kind: 'subscribed'; body: PushSubscriptionBody } | { kind: 'denied' } | { kind: 'unavailable' };

/**
 * Asks the permission (the browser's own prompt, after the learner's click) and subscribes this
 * browser with the server's VAPID key; the caller sends the answer to the server.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<SubscribeOutcome> {
  if (!pushSupported()) return { kind: 'unavailable' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const reg = await registration();
  if (!reg) return { kind: 'unavailable' };
  const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = sub.toJSON();
  return { kind: 'subscribed', body: { endpoint: sub.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } } };
}
