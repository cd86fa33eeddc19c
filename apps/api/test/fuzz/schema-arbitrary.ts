import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document (what
 * fastify-type-provider-zod writes for our contracts): values that follow the schema, values with
 * one part broken, and junk. Real values the seed holds (slugs, codes, the demo password) are mixed
 * in by field name so generated calls reach past the first checks.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Real values by field or parameter name (the seed's slugs, codes, accounts). */
export type ValuePool = Record<string, readonly unknown[]>;

const CESU_SURROGATE = '\ud800';
const LONG = 'a'.repeat(12_000);

/** Strings a careless server chokes on: NUL, lone surrogates, SQL/HTML, paths, very long. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '\0', 'a\0b', CESU_SURROGATE, `x${'\udc00'}y`, "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '%', '\\', '😀', 'null', 'NaN', '-1', '0', '1e400', '9007199254740993', '2147483648', LONG, ' '.repeat(300)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\0`),
  fc.string({ maxLength: 20 }).map((s) => `${s}\udfff`),
);

/** Numbers at and past every edge. */
export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, biased to the kinds above; objects and arrays a few levels deep. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: junkString },
  { weight: 2, arbitrary: junkNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }).map((d) => JSON.parse(`${'['.repeat(d)}${']'.repeat(d)}`) as unknown) },
);

/** Raw request bodies that are not JSON objects at all (sent as application/json). */
export const junkRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '{', '}', '[', 'null', '"x"', '0', 'true', '{"a":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":"\\u0000"}', '{"a":"\\ud800"}', '\u0000', '{"a":1e999}', `${'['.repeat(5000)}${']'.repeat(5000)}`, `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

function firstType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return null;
  }
}

/** Values that follow `schema` (mostly), with the pool's real values for `name` mixed in. */
export function validArbitrary(schema: JsonSchema, pool: ValuePool, name = ''): fc.Arbitrary<unknown> {
  const base = schemaArbitrary(schema, pool, name);
  const real = pool[name];
  const withReal = real?.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: base }) : base;
  return schema.nullable ? fc.option(withReal, { nil: null, freq: 8 }) : withReal;
}

function schemaArbitrary(schema: JsonSchema, pool: ValuePool, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => validArbitrary(s, pool, name)));
  switch (firstType(schema)) {
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
      const plain = fc.string({ minLength, maxLength });
      const matching = schema.pattern ? patternArbitrary(schema.pattern) : null;
      if (schema.format === 'email' || name.includes('email')) return fc.oneof(fc.emailAddress(), plain);
      return matching ? fc.oneof(matching, plain) : plain;
    }
    case 'integer':
    case 'number': {
      const lowExclusive = schema.exclusiveMinimum === true ? 1 : 0;
      const min = Math.max(schema.minimum ?? -1_000_000, typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -Infinity) + lowExclusive;
      const max = Math.min(schema.maximum ?? 1_000_000, typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : Infinity);
      const lo = Math.max(min, -2_147_483_648);
      const hi = Math.min(Math.max(max, lo), 2_147_483_647);
      // Small values hit the seed's ids; the full range checks the edges.
      return fc.oneof(fc.integer({ min: lo, max: Math.min(hi, lo + 40) }), fc.integer({ min: lo, max: hi }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 4));
      return fc.array(validArbitrary(schema.items ?? {}, pool, name), { minLength, maxLength });
    }
    case 'object': {
      const props = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(props)) model[key] = validArbitrary(child, pool, key);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    case 'null':
      return fc.constant(null);
    default:
      if (schema.allOf?.length) return validArbitrary(schema.allOf[0]!, pool, name);
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of `schema` with one part broken: a field replaced by junk, dropped, or an extra one added. */
export function brokenArbitrary(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<unknown> {
  const props = Object.keys(schema.properties ?? {});
  if (firstType(schema) !== 'object' || props.length === 0) return junkValue;
  return fc
    .tuple(validArbitrary(schema, pool), fc.constantFrom(...props), junkValue, fc.constantFrom('replace', 'drop', 'extra'))
    .map(([value, key, junk, how]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (how === 'replace') copy[key] = junk;
      else if (how === 'drop') delete copy[key];
      else copy[`${key}\0`] = junk;
      return copy;
    });
}

/**
 * A string's bytes as a URL component; strings with lone surrogates are written as their
 * (invalid) 3-byte UTF-8 form, which `encodeURIComponent` refuses to produce.
 */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (cp >= 0xd800 && cp <= 0xdfff) {
        out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      } else out += encodeURIComponent(ch);
    }
    return out;
  }
}
