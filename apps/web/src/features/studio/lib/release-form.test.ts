import { describe, expect, it } from 'vitest';
import { releaseToBody, releaseToForm } from './release-form';

describe('a drip rule’s inputs (decision 288)', () => {
  it('reads a stored rule, a date in the academy’s zone', () => {
    expect(releaseToForm({ release_after_days: 7, release_at: null }, 'Asia/Jakarta')).toEqual({ mode: 'days', days: '7', at: '' });
    expect(releaseToForm({ release_after_days: null, release_at: '2026-12-08T02:00:00.000Z' }, 'Asia/Jakarta')).toEqual({ mode: 'date', days: '', at: '2026-12-08T09:00' });
    expect(releaseToForm({ release_after_days: null, release_at: null }, 'Asia/Jakarta').mode).toBe('open');
  });

  it('sends both keys, one set or neither, and refuses what the API would', () => {
    expect(releaseToBody({ mode: 'days', days: ' 0 ', at: '' }, 'Asia/Jakarta')).toEqual({ body: { release_after_days: 0, release_at: null } });
    expect(releaseToBody({ mode: 'date', days: '3', at: '2026-12-08T09:00' }, 'Asia/Jakarta')).toEqual({ body: { release_after_days: null, release_at: '2026-12-08T02:00:00.000Z' } });
    expect(releaseToBody({ mode: 'open', days: '3', at: '2026-12-08T09:00' }, 'Asia/Jakarta')).toEqual({ body: { release_after_days: null, release_at: null } });
    for (const days of ['', '-1', '2.5', '3651', 'tujuh']) expect(releaseToBody({ mode: 'days', days, at: '' }, 'Asia/Jakarta')).toEqual({ problem: { field: 'days', key: 'days' } });
    expect(releaseToBody({ mode: 'date', days: '', at: '' }, 'Asia/Jakarta')).toEqual({ problem: { field: 'at', key: 'date' } });
  });
});
