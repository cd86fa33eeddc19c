import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts a 422 answer's field errors (`{ errors: { field: [messages] } }`) on the form's fields.
 * Returns true when at least one of `fields` got a message.
 */
export function applyFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(err instanceof ApiError) || err.status !== 422 || !err.errors) return false;
  let applied = false;
  for (const field of fields) {
    const message = err.field(field);
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
