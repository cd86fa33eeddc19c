import sharp from 'sharp';

/**
 * Width and height (pixels) an image's header declares, read without decoding its pixels
 * (libvips reads the header only), or null when the header is not one libvips can read. A few
 * kilobytes of PNG can declare 50,000 × 50,000 pixels: a caller compares the product with its
 * limit before anything decodes the image (sharp here, or the browsers that would show it).
 */
export async function declaredImageSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    // No pixel limit here: the caller's own limit decides, with its own message.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}
