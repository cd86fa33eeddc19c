/**
 * Generated seed images (decision 021): course thumbnails, mentor avatars and tool icons as small
 * SVG files. Deterministic: the same input gives the same bytes, so re-seeding rewrites identical files.
 */

/** Icon shapes drawn on thumbnails (24×24 view box, stroked like lucide icons). */
export const THUMBNAIL_ICONS = {
  chart: 'M3 3v18h18 M7 15l4-4 3 3 5-6',
  mic: 'M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3z M19 10v2a7 7 0 0 1-14 0v-2 M12 19v3',
  code: 'M16 18l6-6-6-6 M8 6l-6 6 6 6',
  palette: 'M12 22a10 10 0 1 1 10-10c0 3-2 4-4 4h-2a2 2 0 0 0-1 3.7A2 2 0 0 1 12 22z M7.5 10.5h.01 M12 7.5h.01 M16.5 10.5h.01',
  megaphone: 'M3 11v2a1 1 0 0 0 1 1h3l6 4V6L7 10H4a1 1 0 0 0-1 1z M17 8a5 5 0 0 1 0 8',
  briefcase: 'M4 7h16v13H4z M9 7V4h6v3 M4 13h16',
  users: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2 M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M22 21v-2a4 4 0 0 0-3-3.9 M16 3.1a4 4 0 0 1 0 7.8',
  camera: 'M3 7h4l2-3h6l2 3h4v13H3z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  wallet: 'M3 6h15a3 3 0 0 1 3 3v9H3z M3 6l12-3v3 M17 13h.01',
  spreadsheet: 'M4 3h16v18H4z M4 9h16 M4 15h16 M10 3v18',
  rocket: 'M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2 M14 4c3-1 6-1 6-1s0 3-1 6l-7 7-5-5z M9 10H5l-2 3 4 1 M14 15v4l-3 2-1-4',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z M9 12l2 2 4-4',
} as const;
export type ThumbnailIcon = keyof typeof THUMBNAIL_ICONS;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a title into at most `maxLines` lines of about `width` characters (last line ellipsised). */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[.,;:]?$/, '')}…`;
  return kept;
}

/** A 640×360 course thumbnail: diagonal gradient, soft circles, the kind label, an icon and the title. */
export function thumbnailSvg(opts: { title: string; label: string; from: string; to: string; icon: ThumbnailIcon }): string {
  const lines = wrapWords(opts.title, 24, 3);
  const startY = 250 - (lines.length - 1) * 40;
  const text = lines
    .map((l, i) => `<text x="40" y="${startY + i * 40}" font-size="32" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(opts.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="60" r="140" fill="#ffffff" fill-opacity="0.08"/><circle cx="600" cy="330" r="90" fill="#ffffff" fill-opacity="0.06"/>
<rect x="40" y="36" rx="14" width="${Math.round(opts.label.length * 12.5) + 32}" height="30" fill="#ffffff" fill-opacity="0.2"/>
<text x="56" y="57" font-family="'Inter','Segoe UI',Arial,sans-serif" font-size="16" font-weight="600" fill="#ffffff" letter-spacing="1">${escapeXml(opts.label.toUpperCase())}</text>
<g transform="translate(488 96) scale(4.5)" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="${THUMBNAIL_ICONS[opts.icon]}"/></g>
<g font-family="'Inter','Segoe UI',Arial,sans-serif">${text}</g>
</svg>
`;
}

/** Initials of a person's name: first letters of the first two words. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A 256×256 round avatar with the person's initials on a gradient. */
export function avatarSvg(opts: { name: string; from: string; to: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(opts.name)}">
<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient></defs>
<circle cx="128" cy="128" r="128" fill="url(#a)"/>
<circle cx="128" cy="128" r="112" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>
<text x="128" y="158" text-anchor="middle" font-family="'Inter','Segoe UI',Arial,sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(opts.name))}</text>
</svg>
`;
}

/** A 96×96 tool icon: a rounded tile in the tool's colour with a short mark (e.g. 'Py', 'Fg'). */
export function toolIconSvg(opts: { name: string; mark: string; color: string; ink?: string }): string {
  const size = opts.mark.length > 2 ? 30 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(opts.name)}">
<rect width="96" height="96" rx="22" fill="${opts.color}"/><rect x="6" y="6" width="84" height="84" rx="18" fill="#ffffff" fill-opacity="0.1"/>
<text x="48" y="${48 + size * 0.36}" text-anchor="middle" font-family="'Inter','Segoe UI',Arial,sans-serif" font-size="${size}" font-weight="800" fill="${opts.ink ?? '#ffffff'}">${escapeXml(opts.mark)}</text>
</svg>
`;
}
