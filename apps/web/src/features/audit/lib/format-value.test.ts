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
  });

  it('lists only the fields that changed, either side may be missing', () => {
    expect(diffAuditStates({ roles: [], name: 'A' }, { roles: ['mentor'], name: 'A' })).toEqual([{ field: 'roles', before: [], after: ['mentor'] }]);
    expect(diffAuditStates(null, { reason: 'x' })).toEqual([{ field: 'reason', before: null, after: 'x' }]);
    expect(diffAuditStates({ a: 1 }, null)).toEqual([{ field: 'a', before: 1, after: null }]);
  });
});
