import { describe, expect, it } from 'vitest';
import { storedImageSources } from './images.ts';

describe('storedImageSources', () => {
  it('gives every width of a studio upload as srcset', () => {
    expect(storedImageSources('uploads/images/abc123-1280.webp')).toEqual({
      src: '/storage/uploads/images/abc123-1280.webp',
      srcSet: '/storage/uploads/images/abc123-400.webp 400w, /storage/uploads/images/abc123-1280.webp 1280w',
    });
  });
  it('leaves seeded SVGs and other names as one source', () => {
    expect(storedImageSources('/images/courses/belajar.svg')).toEqual({
      src: '/storage/images/courses/belajar.svg',
    });
    expect(storedImageSources('uploads/images/abc-999.webp')).toEqual({
      src: '/storage/uploads/images/abc-999.webp',
    });
    expect(storedImageSources('uploads/images/photo.png')).toEqual({
      src: '/storage/uploads/images/photo.png',
    });
  });
});
