import { describe, expect, it } from 'vitest';
import { titleHasOwnNumber } from './chapter-heading';

describe('titleHasOwnNumber (no doubled "Bab N:")', () => {
  it('sees a number the title already has', () => {
    for (const t of ['Bab 1: Pengenalan', 'bab 2 - Data', 'Chapter 3. Basics', 'Modul 4 – Latihan', 'Sesi 10', 'Bab 5']) expect(titleHasOwnNumber(t), t).toBe(true);
  });
  it('leaves other titles to be numbered', () => {
    for (const t of ['Pengenalan Python', 'Babak Final', '1 Kuis', 'Bab Akhir', 'Bab1x']) expect(titleHasOwnNumber(t), t).toBe(false);
  });
});
