import { describe, expect, it } from 'vitest';
import { completesByOwnAction, ESSAY_QUESTIONS_MAX, EssaySaveBodySchema, progressPercent, videoEmbed } from './learning.ts';
import { CertificateCodeSchema, certificatePdfPath } from './certificates.ts';

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://cdn.example.com/v/intro.mp4', 'file', 'https://cdn.example.com/v/intro.mp4'],
    ['videos/intro.mp4', 'file', '/storage/videos/intro.mp4'],
  ])('%s → %s', (url, provider, embed) => {
    expect(videoEmbed(url)).toEqual({ provider, embed_url: embed });
  });

  it('refuses scripts, bad ids and escaping paths', () => {
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch?v=bad"id')).toBeNull();
    expect(videoEmbed('https://vimeo.com/channels/staff')).toBeNull();
    expect(videoEmbed('../secret.mp4')).toBeNull();
    expect(videoEmbed('')).toBeNull();
  });
});

describe('completesByOwnAction', () => {
  it("lets 'Selanjutnya' complete a webinar without a session, never one a session of the learner's cohort serves (decision 288)", () => {
    expect(completesByOwnAction('attended')).toBe(true);
    expect(completesByOwnAction('attendance')).toBe(false);
  });
});

describe('progressPercent', () => {
  it('rounds down so 100 means complete, and is 0 without items', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(3, 3)).toBe(100);
  });
});

describe('EssaySaveBodySchema', () => {
  // The server checks the count against the journal's own questions; the schema bounds it.
  it('needs 1 to ESSAY_QUESTIONS_MAX non-empty answers, trimmed', () => {
    expect(EssaySaveBodySchema.parse({ answers: [' a ', 'b'] })).toEqual({ answers: ['a', 'b'] });
    expect(EssaySaveBodySchema.safeParse({ answers: ['a'] }).success).toBe(true);
    expect(EssaySaveBodySchema.safeParse({ answers: [] }).success).toBe(false);
    expect(EssaySaveBodySchema.safeParse({ answers: ['a', ' '] }).success).toBe(false);
    expect(EssaySaveBodySchema.safeParse({ answers: Array.from({ length: ESSAY_QUESTIONS_MAX }, () => 'a') }).success).toBe(true);
    expect(EssaySaveBodySchema.safeParse({ answers: Array.from({ length: ESSAY_QUESTIONS_MAX + 1 }, () => 'a') }).success).toBe(false);
  });
});

describe('certificate codes', () => {
  it('accepts 20 Crockford symbols in any case and builds the PDF path', () => {
    expect(CertificateCodeSchema.parse('abcdefghjk0123456789')).toBe('ABCDEFGHJK0123456789');
    expect(CertificateCodeSchema.safeParse('ABCDEFGHJK012345678I').success).toBe(false);
    expect(CertificateCodeSchema.safeParse('SHORT').success).toBe(false);
    expect(certificatePdfPath('ABCDEFGHJK0123456789')).toBe('/api/certificates/ABCDEFGHJK0123456789/pdf');
  });
});
