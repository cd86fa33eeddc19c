import { LOCALES } from '@kelas/contracts/i18n';

type Operation = { parameters?: unknown[] };
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>>; components?: Record<string, Record<string, unknown>> };

/** The `Accept-Language` request header as an OpenAPI parameter (decision 211). */
export const ACCEPT_LANGUAGE_PARAMETER = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description:
    `Language of the answer's messages and validation errors: ${LOCALES.join(', ')} (\`en-US\`, \`en-GB;q=0.8\` → en). ` +
    'Absent or another language: id (Indonesian, the spec\'s texts).',
  schema: { type: 'string', example: 'en-US,en;q=0.9' },
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * @fastify/swagger `transformObject`: every operation of the document names the Accept-Language
 * header (a shared parameter under components.parameters), since every answer follows it.
 */
export function withAcceptLanguage(input: { openapiObject: object } | { swaggerObject: object }) {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const doc = input.openapiObject as OpenApiDocument;
  doc.components = { ...doc.components, parameters: { ...doc.components?.parameters, AcceptLanguage: ACCEPT_LANGUAGE_PARAMETER } };
  const ref = { $ref: '#/components/parameters/AcceptLanguage' };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (HTTP_METHODS.has(method) && op && typeof op === 'object') op.parameters = [...(op.parameters ?? []), ref];
    }
  }
  return doc;
}
