import type { JsonSchema } from './schema-arbitrary.ts';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export type FuzzRoute = {
  method: string;
  /** OpenAPI path with `{name}` placeholders, e.g. '/api/orders/{id}'. */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema }>;
  /** JSON request body schema, when the operation takes one. */
  bodySchema: JsonSchema | null;
};

type OpenApiDoc = {
  paths?: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of `app.swagger()` (routes with `hide: true` are not in it). */
export function readOpenApiRoutes(doc: unknown): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries((doc as OpenApiDoc).paths ?? {})) {
    for (const [method, op] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        bodySchema: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return routes;
}
