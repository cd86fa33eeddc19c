import { format, formatDistanceStrict } from 'date-fns';
import { id } from 'date-fns/locale';

/** An ISO time as the mentor console shows it, in the browser's time zone: '21 Nov 2026, 14.05'. */
export function formatSubmittedAt(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy, HH.mm', { locale: id });
}

/** How long ago, in Indonesian: '3 jam yang lalu'. */
export function formatAgo(iso: string, now: Date = new Date()): string {
  return formatDistanceStrict(new Date(iso), now, { locale: id, addSuffix: true });
}
