import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_TEXTS_EN, CONTRACT_TEXTS_ID } from '../packages/contracts/src/locales/registry.ts';

/**
 * The interface's texts for the journeys in either language, taken from the catalogues:
 * the web's own (`apps/web/src/locales/{id,en}/*.ts`) and the contracts' (`locales/registry.ts`).
 * A journey names a text by its Indonesian words (the spec's, which never change) and gets the
 * text of the language it runs in: the Indonesian text is looked up in every Indonesian catalogue,
 * and the English one is the same key's value in the English twin. `{{name}}` placeholders are
 * filled in and `<tag>` markup (react-i18next's <Trans>) is dropped, as the page shows it.
 *
 * In Indonesian a text not (yet) in any catalogue is returned as given; in English it is an error
 * naming the text, so a screen left untranslated fails the English journey.
 */
export type Lang = 'id' | 'en';
/** `T('Beli Paket A')` or `T('Beli {{name}}', { name })`: the text in the journey's language. */
export type Texts = (indonesian: string, values?: Record<string, string | number>, hint?: string) => string;

type Catalogue = Record<string, unknown>;
type Pair = { ns: string; id: Catalogue; en: Catalogue | undefined };

const localesDir = path.resolve(import.meta.dirname, '../apps/web/src/locales');

async function loadPairs(): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (const file of fs.readdirSync(path.join(localesDir, 'id')).filter((f) => f.endsWith('.ts'))) {
    const ns = file.replace(/\.ts$/, '');
    const id = ((await import(path.join(localesDir, 'id', file))) as { default: Catalogue }).default;
    const enFile = path.join(localesDir, 'en', file);
    const en = fs.existsSync(enFile) ? ((await import(enFile)) as { default: Catalogue }).default : undefined;
    pairs.push({ ns, id, en });
  }
  for (const [ns, id] of Object.entries(CONTRACT_TEXTS_ID)) {
    pairs.push({ ns, id: id as Catalogue, en: (CONTRACT_TEXTS_EN as Record<string, Catalogue | undefined>)[ns] });
  }
  return pairs;
}

const stripTags = (text: string) => text.replace(/<\/?\w+>/g, '');
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Hit = { key: string; en: string | undefined; values: Record<string, string>; literal: number };

/**
 * Every key whose Indonesian value is `text`: equal (markup dropped), or equal once its `{{name}}`
 * placeholders take the values in `text` (those are captured, so 'Beli Paket A' finds
 * 'Beli {{name}}' with name 'Paket A'). Values made mostly of placeholders are not matched by pattern.
 */
function find(pairs: Pair[], text: string): Hit[] {
  const found: Hit[] = [];
  const walk = (ns: string, id: unknown, en: unknown, at: string) => {
    if (typeof id === 'string') {
      const plain = stripTags(id);
      const english = typeof en === 'string' ? en : undefined;
      if (plain === text) {
        found.push({ key: `${ns}:${at}`, en: english, values: {}, literal: Infinity });
        return;
      }
      const names = [...plain.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
      const literal = plain.replace(/\{\{[^}]*\}\}/g, '').replace(/\s/g, '').length;
      if (names.length === 0 || literal < 3) return;
      const re = new RegExp(`^${plain.split(/\{\{\s*\w+\s*\}\}/).map(escapeRe).join('(.+?)')}$`, 's');
      const m = re.exec(text);
      if (m) found.push({ key: `${ns}:${at}`, en: english, values: Object.fromEntries(names.map((n, i) => [n, m[i + 1]!])), literal });
      return;
    }
    if (id && typeof id === 'object' && !Array.isArray(id)) {
      for (const [k, v] of Object.entries(id)) walk(ns, v, en && typeof en === 'object' ? (en as Catalogue)[k] : undefined, at ? `${at}.${k}` : k);
    }
  };
  for (const p of pairs) walk(p.ns, p.id, p.en, '');
  // The closest matches only: exact ones, else the patterns with the most literal text.
  const best = Math.max(...found.map((h) => h.literal));
  return found.filter((h) => h.literal === best);
}

const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`)).replace(/<\/?\w+>/g, '');

/**
 * The text function of `lang`. `hint` (a namespace, or a `namespace:key` prefix) settles an
 * Indonesian text that several catalogues translate differently.
 */
export async function textsFor(lang: Lang): Promise<Texts> {
  const pairs = await loadPairs();
  return (indonesian, values, hint) => {
    if (lang === 'id') return fill(indonesian, values);
    const text = fill(indonesian, values);
    let hits = find(pairs, text);
    if (hint) hits = hits.filter((h) => h.key.startsWith(hint));
    const english = [...new Map(hits.filter((h) => h.en !== undefined).map((h) => [fill(h.en!, h.values), h])).keys()];
    if (english.length === 0) throw new Error(`No English text for "${text}"${hits.length ? ` (${hits.map((h) => h.key).join(', ')} has no English twin)` : ' (not in any catalogue)'}`);
    if (english.length > 1) throw new Error(`"${text}" has several English texts (${hits.map((h) => `${h.key} → ${h.en}`).join('; ')}): pass a hint`);
    return english[0]!;
  };
}
