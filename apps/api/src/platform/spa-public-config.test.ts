import { describe, expect, it } from 'vitest';
import { withPublicConfig } from './spa-public-config.ts';

describe('withPublicConfig (decision 147)', () => {
  const INDEX = Buffer.from('<!doctype html><html><head><title>Kelas</title></head><body><div id="root"></div></body></html>');

  it('puts the configuration before </head> as JSON the browser never runs', () => {
    const html = withPublicConfig(INDEX, { brand: 'Kelas', phone: '+62 812' }).toString('utf8');
    expect(html).toBe(
      '<!doctype html><html><head><title>Kelas</title><script type="application/json" id="kelas-config">{"brand":"Kelas","phone":"+62 812"}</script></head><body><div id="root"></div></body></html>',
    );
  });

  it('no value can close the element or open another (every < is escaped), and the JSON still reads back', () => {
    const brand = '</script><script>alert(1)</script><!--';
    const html = withPublicConfig(INDEX, { brand, company: '$& $1' }).toString('utf8');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = /<script type="application\/json" id="kelas-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({ brand, company: '$& $1' });
  });
});
