import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

/** Decision 269: the sanitiser keeps what the editor writes, and nothing that runs. */
describe('sanitizeRichText', () => {
  it('keeps h2 and h3 headings, lists, quotes, links and images as the editor writes them', () => {
    const html =
      '<h2>Judul 2</h2><h3>Judul 3</h3><ul><li>satu</li></ul><ol><li>dua</li></ol><blockquote><p>Kutipan</p></blockquote>' +
      '<p><a href="https://kelas.example/x">tautan</a></p><img src="https://kelas.example/a.png" alt="Gambar">';
    const out = sanitizeRichText(html);
    for (const part of ['<h2>Judul 2</h2>', '<h3>Judul 3</h3>', '<ul><li>satu</li></ul>', '<ol><li>dua</li></ol>', '<blockquote><p>Kutipan</p></blockquote>', '<img src="https://kelas.example/a.png" alt="Gambar" />']) {
      expect(out).toContain(part);
    }
    expect(out).toContain('<a href="https://kelas.example/x" target="_blank" rel="noopener noreferrer">tautan</a>');
  });

  it('drops scripts, handlers, styles and javascript: links', () => {
    const out = sanitizeRichText('<h2 onclick="x()" style="color:red">A</h2><script>alert(1)</script><a href="javascript:alert(1)">b</a>');
    expect(out).toBe('<h2>A</h2><a target="_blank" rel="noopener noreferrer">b</a>');
  });
});
