import { compareCatalogues } from '@kelas/contracts/locales/catalogue-check';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, type Namespace } from './namespaces';

describe('web catalogues (a key missing in either language fails)', () => {
  it.each(Object.keys(NAMESPACES) as Namespace[])('%s agrees in Indonesian and English', async (ns) => {
    const [id, en] = await Promise.all([NAMESPACES[ns].id(), NAMESPACES[ns].en()]);
    expect(compareCatalogues(ns, id.default, en.default)).toEqual([]);
  });
});
