/**
 * True when a chapter's title already names its number ('Bab 1: Pengenalan', 'Chapter 2 - Data',
 * 'Modul 3. Latihan'): the studio then shows the title alone instead of 'Bab 1: Bab 1: …'.
 */
export function titleHasOwnNumber(title: string): boolean {
  return /^\s*(bab|chapter|modul|module|sesi|session|bagian|part|unit)\s*\d+\s*([:.\-–—)]|$)/i.test(title);
}
