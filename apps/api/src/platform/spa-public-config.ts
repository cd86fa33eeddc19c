import { PUBLIC_CONFIG_ELEMENT_ID } from '@kelas/contracts/app-config';

/**
 * index.html with the public configuration (`publicConfig`, what GET /api/config answers in `data`)
 * as a JSON data block before `</head>` (decision 147): every page's first render then has it, and
 * no page asks /api/config on a first load (one round trip less on a slow phone, every page).
 *
 * The block is `type="application/json"`: browsers never run it, so the Content-Security-Policy
 * needs no hash for it. `<` is written as `\u003c`, so no value can close the element.
 */
export function withPublicConfig(indexHtml: Buffer, config: Record<string, unknown>): Buffer {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
  return Buffer.from(indexHtml.toString('utf8').replace('</head>', () => `${block}</head>`), 'utf8');
}
