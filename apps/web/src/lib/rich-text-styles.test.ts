import fs from 'node:fs';
import path from 'node:path';
import { RICH_TEXT_HEADING_LEVELS, RICH_TEXT_STYLED_BLOCKS, RICH_TEXT_TAGS } from '@kelas/contracts/rich-text';
import { describe, expect, it } from 'vitest';

/** Decision 269: one allow-list for the editor, the server's sanitiser and the pages' styles. */
describe('rich text allow-list and page styles', () => {
  const css = fs.readFileSync(path.resolve(import.meta.dirname, '../index.css'), 'utf8');

  it('styles every block the allow-list keeps, so a heading or a quote looks the same on the page as in the editor', () => {
    const missing = RICH_TEXT_STYLED_BLOCKS.filter((tag) => !new RegExp(`\\.rich-text ${tag}\\s*[{,]`).test(css));
    expect(missing).toEqual([]);
  });

  it('keeps every heading level the editor offers', () => {
    for (const level of RICH_TEXT_HEADING_LEVELS) expect(RICH_TEXT_TAGS).toContain(`h${level}`);
  });
});
