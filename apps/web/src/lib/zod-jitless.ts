import { z } from 'zod';

// The SPA runs under a Content-Security-Policy without 'unsafe-eval' (decision 111). zod 4 compiles
// object parsers with `new Function` and probes for it when the first object schema is built; the
// probe alone is reported as a CSP violation. Imported first by main.tsx, before any schema exists.
z.config({ jitless: true });
