import { describe, expect, it } from 'vitest';
import { changedFields, plainValue } from './conflict-diff';

describe('conflict diff', () => {
  it('lists the fields that differ, named, in the form’s order, as plain text', () => {
    const mine = { title: 'Judul saya', html: '<p>Isi <b>baru</b></p>', mode: 'link', questions: [{ text: 'A' }] };
    const newer = { title: 'Judul mereka', html: '<p>Isi <b>baru</b></p>', mode: 'file', questions: [{ text: 'A' }, { text: 'B' }] };
    const label = (f: string) => (f === 'mode' ? null : f.toUpperCase());
    expect(changedFields(mine, newer, label)).toEqual([
      { field: 'title', label: 'TITLE', mine: 'Judul saya', newer: 'Judul mereka' },
      { field: 'questions', label: 'QUESTIONS', mine: 'A', newer: 'A · B' },
    ]);
  });
  it('cuts long text and shows nothing for empty values', () => {
    expect(plainValue('x'.repeat(400))).toHaveLength(160);
    expect(plainValue(null)).toBe('');
    expect(plainValue([1, 2])).toBe('1 · 2');
    expect(plainValue(true)).toBe('true');
  });
});
