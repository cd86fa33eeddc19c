import { describe, expect, it } from 'vitest';
import { checkUpload, sizeLabel } from './upload-check';

const limits = { image: 5 * 1024 * 1024, pdf: 20 * 1024 * 1024, video: 500 * 1024 * 1024 };

describe('checkUpload (decision 261)', () => {
  it('refuses a PDF chosen as a thumbnail, naming the image types, before sending', () => {
    expect(checkUpload({ name: 'brosur.pdf', type: 'application/pdf', size: 1000 }, 'thumbnail', limits)).toEqual({ kind: 'type', types: 'JPG, PNG, WEBP' });
    expect(checkUpload({ name: 'sampul.png', type: 'image/png', size: 1000 }, 'reading', limits)).toEqual({ kind: 'type', types: 'PDF' });
  });

  it("refuses a file over its purpose's limit, and lets the right one go", () => {
    expect(checkUpload({ name: 'besar.jpg', type: 'image/jpeg', size: 50 * 1024 * 1024 }, 'thumbnail', limits)).toEqual({ kind: 'size', limit: limits.image });
    expect(checkUpload({ name: 'besar.jpg', type: 'image/jpeg', size: limits.image }, 'thumbnail', limits)).toBeNull();
    expect(checkUpload({ name: 'modul.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 }, 'attachment', limits)).toBeNull();
  });

  it('reads the extension when the browser reports no type', () => {
    expect(checkUpload({ name: 'video.WEBM', type: '', size: 10 }, 'video', limits)).toBeNull();
    expect(checkUpload({ name: 'video.mov', type: '', size: 10 }, 'video', limits)).toEqual({ kind: 'type', types: 'MP4, WEBM' });
  });

  it('prints limits as the server does', () => {
    expect(sizeLabel(5 * 1024 * 1024)).toBe('5 MB');
    expect(sizeLabel(4096)).toBe('4 KB');
  });
});
