import { toast } from 'sonner';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Toast lifetime (spec 9): 3000 ms. */
export const TOAST_MS = 3000;

/** Shows a toast (spec 2.27): success, error, warning or info; gone after 3 s or when clicked. */
export function notify(text: string, type: ToastType = 'info') {
  toast[type](text, { duration: TOAST_MS });
}
