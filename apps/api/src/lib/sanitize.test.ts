import { describe, expect, it } from 'vitest';
import { sanitizePostText, sanitizeRichText } from './sanitize.ts';

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

/** Decision 292: a post keeps a picture only from the academy's own storage. */
describe('sanitizePostText', () => {
  const own = '/storage/uploads/images/Ab3_x-9-1280.webp';
  it("keeps the academy's uploaded pictures and the allow-list's formatting", () => {
    const out = sanitizePostText(`<p>Lihat <strong>ini</strong>:</p><p><img src="${own}" alt="grafik"></p>`);
    expect(out).toBe(`<p>Lihat <strong>ini</strong>:</p><p><img src="${own}" alt="grafik" /></p>`);
  });

  it('drops every other picture address: other sites, protocol-relative, data:, paths outside the uploads, none', () => {
    for (const src of [
      'https://tracker.example/pixel.gif',
      'http://kelas.test/storage/uploads/images/a-1280.webp',
      '//tracker.example/storage/uploads/images/a-1280.webp',
      'data:image/png;base64,iVBORw0KGgo=',
      '/storage/uploads/images/../../api/profile.webp',
      '/storage/avatars/1/a.png',
      '/api/logout',
      'x',
    ]) {
      expect(sanitizePostText(`<p>a<img src="${src}" alt="x">b</p>`), src).toBe('<p>ab</p>');
    }
    expect(sanitizePostText('<p>a<img alt="tanpa sumber">b</p>')).toBe('<p>ab</p>');
    expect(sanitizePostText('<img src=x onerror=alert(1)>')).toBe('');
  });

  it("answers for posts only: authors' rich text keeps its pictures as before", () => {
    const html = '<img src="https://kelas.example/a.png" alt="Gambar">';
    expect(sanitizePostText(html)).toBe('');
    expect(sanitizeRichText(html)).toBe('<img src="https://kelas.example/a.png" alt="Gambar" />');
  });
});
