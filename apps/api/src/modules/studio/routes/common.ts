import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { DeleteNeedsConfirmSchema } from '@kelas/contracts/studio';

/** OpenAPI bits shared by every studio route. */
export const studioDoc = { tags: ['studio'], security: [{ bearer: [] }] };

/** The error answers of studio routes: `{ message, code? }`, 422 `{ message, errors }`. */
export const studioErrors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ValidationErrorBodySchema,
};

/** 409 of a deletion needing `?confirm=true` (or a plain 409). */
export const deleteErrors = { ...studioErrors, 409: DeleteNeedsConfirmSchema.or(ErrorBodySchema) };
