// The SPA runs under a Content-Security-Policy without 'unsafe-eval' (decision 111). zod 4 compiles
// object parsers with `new Function` and probes for it when the first object schema parses; the
// probe alone is reported as a CSP violation. Imported first by main.tsx, before any schema exists.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod in a
// page) and adopts an object already there. Writing it directly, rather than through `z.config`,
// keeps zod itself out of the landing's first scripts (≈ 26 KB gzip, decision 128).
// zod-jitless.test.ts checks that zod reads this setting, so an upgrade that moves it fails a test.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
