#!/usr/bin/env node
// The installable app's icons (decision 200): PNGs rendered with sharp from the
// brand mark of components/ui/logo.tsx (an open book and an amber dot on the brand blue), written
// to apps/web/public/icons/ and committed. Run again after the logo changes:
//   node scripts/make-icons.mjs
// - icon-192.png, icon-512.png: "any" purpose, rounded square as in the header;
// - maskable-512.png: full-bleed blue with the mark inside the 80 % safe zone (Android masks);
// - apple-touch-icon.png (180 px): iOS adds its own rounding, so a full square.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'apps/web/public/icons');
const BRAND = '#1d4ed8';

/** The mark's shapes in a 32×32 box (same paths as the Logo component). */
const MARK = `
  <path d="M7 10.5c3-1.3 6-1.3 9 .8 3-2.1 6-2.1 9-.8v11c-3-1.3-6-1.3-9 .8-3-2.1-6-2.1-9-.8z" fill="#fff"/>
  <path d="M16 11.3v11" stroke="${BRAND}" stroke-width="1.5"/>
  <circle cx="24.5" cy="7.5" r="2.5" fill="#fbbf24"/>`;

/** An SVG of `size` px: background (rounded or full) and the mark scaled to `markScale` of the box, centred. */
function iconSvg(size, { rounded, markScale }) {
  const m = 32 * markScale;
  const offset = (32 - m) / 2;
  const bg = rounded ? `<rect width="32" height="32" rx="8" fill="${BRAND}"/>` : `<rect width="32" height="32" fill="${BRAND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${bg}<g transform="translate(${offset} ${offset}) scale(${markScale})">${MARK}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, markScale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, markScale: 1 },
  { file: 'maskable-512.png', size: 512, rounded: false, markScale: 0.72 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, markScale: 0.9 },
];
for (const icon of icons) {
  await sharp(Buffer.from(iconSvg(icon.size, icon))).png({ compressionLevel: 9 }).toFile(path.join(out, icon.file));
  console.log(`wrote ${icon.file}`);
}
