export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Toast lifetime (spec 9): 3000 ms. */
export const TOAST_MS = 3000;

/*
 * Sonner (≈ 12 KB gzip) is not part of the landing's scripts: the provider mounts
 * its <Toaster> only when the first toast is asked for, and a toast is shown once that Toaster is
 * mounted (sonner drops toasts emitted while no Toaster listens).
 */
let requestMount: (() => void) | null = null;
let mountWanted = false;
let markMounted: () => void = () => undefined;
let mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** The provider's way to mount the Toaster on demand (called once it renders). */
export function registerToasterMount(request: () => void): () => void {
  requestMount = request;
  if (mountWanted) request();
  return () => {
    if (requestMount === request) requestMount = null;
  };
}

/** Called by the provider when the Toaster is mounted (`true`) and unmounted (`false`). */
export function setToasterMounted(isMounted: boolean) {
  if (isMounted) {
    markMounted();
  } else {
    mounted = new Promise<void>((resolve) => (markMounted = resolve));
  }
}

/** Shows a toast (spec 2.27): success, error, warning or info; gone after 3 s or when clicked. */
export function notify(text: string, type: ToastType = 'info') {
  mountWanted = true;
  requestMount?.();
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => {
    toast[type](text, { duration: TOAST_MS });
  });
}
