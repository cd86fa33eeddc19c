import { z } from 'zod';
import { safeString } from './text.ts';

/** Error answer of every endpoint (architecture "wire compatibility"). */
export const ErrorBodySchema = z.object({ message: safeString(), code: safeString().optional() });
/** 422 answer: `{ message, errors: { field: [messages] } }`. */
export const ValidationErrorBodySchema = z.object({ message: safeString(), errors: z.record(safeString(), z.array(safeString())) });

/** `{ data: T }` wrapper of resources and lists. */
export const wrap = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: schema });
