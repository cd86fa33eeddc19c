import { describe, expect, it } from 'vitest';
import { stylesheetFirst } from '../../stylesheet-first.ts';

const transform = (html: string): string => {
  const hook = stylesheetFirst().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};

describe('stylesheetFirst (decision 273)', () => {
  it('moves the stylesheet above the entry script and its module preloads', () => {
    const built = [
      '<head>',
      '    <meta charset="UTF-8" />',
      '    <title>Kelas</title>',
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/compat-b.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
      '  </head>',
    ].join('\n');
    const page = transform(built);
    expect(page.indexOf('index-c.css')).toBeLessThan(page.indexOf('index-a.js'));
    expect(page.indexOf('index-c.css')).toBeGreaterThan(page.indexOf('charset'));
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(page.replace(/\s+/g, '')).toHaveLength(built.replace(/\s+/g, '').length);
  });

  it('leaves a page without a stylesheet as it is', () => {
    expect(transform('<head><meta charset="UTF-8" /></head>')).toBe('<head><meta charset="UTF-8" /></head>');
  });
});
