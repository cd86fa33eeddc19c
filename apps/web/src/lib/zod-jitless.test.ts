import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod-jitless', () => {
  it('is the configuration zod reads, so schemas parse without compiling code (no eval under the CSP)', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: 'Ani' })).toEqual({ name: 'Ani' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
