import { diffAuditStates } from '@kelas/contracts/audit';
import { describe, expect, it } from 'vitest';
import { formatAuditValue } from './format-value';

describe('audit diff view values', () => {
  it('shows strings, lists, null and objects readably', () => {
    expect(formatAuditValue('Baru')).toBe('Baru');
    expect(formatAuditValue(['admin', 'mentor'])).toBe('admin, mentor');
    expect(formatAuditValue([])).toBe('(kosong)');
    expect(formatAuditValue(null)).toBe('–');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    // Instants in the academy's zone when a formatter is given; other strings untouched.
    const wib = (iso: string) => `${iso.slice(0, 10)} WIB`;
    expect(formatAuditValue('2026-11-27T13:53:51.152Z', wib)).toBe('2026-11-27 WIB');
    expect(formatAuditValue('2026-11-27T13:53:51+00:00', wib)).toBe('2026-11-27 WIB');
    expect(formatAuditValue('2026-11-27', wib)).toBe('2026-11-27');
    expect(formatAuditValue('Kelas 2026-11-27T13:53Z', wib)).toBe('Kelas 2026-11-27T13:53Z');
  });

  it('lists only the fields that changed, either side may be missing', () => {
    expect(diffAuditStates({ roles: [], name: 'A' }, { roles: ['mentor'], name: 'A' })).toEqual([{ field: 'roles', before: [], after: ['mentor'] }]);
    expect(diffAuditStates(null, { reason: 'x' })).toEqual([{ field: 'reason', before: null, after: 'x' }]);
    expect(diffAuditStates({ a: 1 }, null)).toEqual([{ field: 'a', before: 1, after: null }]);
  });
});
