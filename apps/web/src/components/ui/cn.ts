import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind classes win over earlier ones (`cn('px-2', 'px-4')` → 'px-4'). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
