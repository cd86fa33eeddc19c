import { describe, expect, it } from 'vitest';
import { compareCatalogues } from './catalogue-check.ts';
import { CONTRACT_TEXTS_EN, CONTRACT_TEXTS_ID, type ContractNamespace } from './registry.ts';

const translated = (Object.keys(CONTRACT_TEXTS_EN) as ContractNamespace[]).sort();

describe('contract catalogues (a key missing in either language fails)', () => {
  it.each(translated)('%s agrees in Indonesian and English', (ns) => {
    expect(compareCatalogues(ns, CONTRACT_TEXTS_ID[ns], CONTRACT_TEXTS_EN[ns])).toEqual([]);
  });

  it('reports a missing key, an empty text and a placeholder mismatch', () => {
    expect(compareCatalogues('x', { a: 'A {{n}}', b: 'B', c: 'C' }, { a: 'A', c: '' })).toEqual([
      'x:a has placeholders n in Indonesian and none in English',
      'x:b is missing in English',
      'x:c is empty',
    ]);
  });
});
