import { useSyncExternalStore } from 'react';

/** True when the browser believes it has a network (navigator.onLine); false means surely offline. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's online state, re-rendering on the `online` / `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * True for a request that never reached the server: fetch rejects with a TypeError when the
 * network fails (an aborted request is a DOMException, not this). A service worker answering
 * with `Response.error()` looks the same.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
