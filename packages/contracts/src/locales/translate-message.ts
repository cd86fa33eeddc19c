import { DEFAULT_LOCALE, type Locale } from '../i18n.ts';
import { CONTRACT_TEXTS, CONTRACT_TEXTS_ID } from './registry.ts';

/** `{{name}}` or `{{name, format}}`: i18next's placeholder (the name is captured). */
const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}/;

/** A catalogue text with placeholders, as a pattern over its Indonesian form. */
type Template = { pattern: RegExp; names: string[]; target: string; literal: number };
type Index = { exact: Map<string, string>; templates: Template[] };

const indexes = new Map<Locale, Index>();

/** Catalogues of documents and e-mails, not of messages: their short templates ('Halo {{name}},') stay out of the index. */
const NOT_MESSAGES = new Set<string>(['documentText', 'mailText']);

/**
 * The text `text` in `locale` (decision 211): the API and the contracts write
 * Indonesian (the spec's texts); this finds it in the contract catalogues (CONTRACT_TEXTS_ID) and
 * answers its twin in `locale`. A text filled in from a `{{placeholder}}` template ('Sisa
 * percobaan: 4.') is recognised by a pattern built from the template, and the values are carried
 * into the translation ('Attempts left: 4.'). Answers `text` unchanged when `locale` is Indonesian,
 * when the text is in no catalogue, or when its namespace has no twin in `locale` yet.
 * Pure; the index of a language is built once, on first use (exact texts in a Map, templates
 * tried longest first), so a call is a Map lookup or a few regular expressions.
 */
export function translateMessage(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || text === '') return text;
  const index = indexFor(locale);
  const exact = index.exact.get(text);
  if (exact !== undefined) return exact;
  for (const t of index.templates) {
    const m = t.pattern.exec(text);
    if (!m) continue;
    const values = new Map<string, string>();
    t.names.forEach((name, i) => {
      if (!values.has(name)) values.set(name, m[i + 1]!);
    });
    return t.target.replace(new RegExp(PLACEHOLDER.source, 'g'), (whole, name: string) => values.get(name) ?? whole);
  }
  return text;
}

function indexFor(locale: Locale): Index {
  let index = indexes.get(locale);
  if (!index) {
    index = buildIndex(locale);
    indexes.set(locale, index);
  }
  return index;
}

function buildIndex(locale: Locale): Index {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const twins = CONTRACT_TEXTS[locale] as Record<string, unknown>;
  const add = (id: string, other: string) => {
    if (!PLACEHOLDER.test(id)) {
      if (!exact.has(id)) exact.set(id, other);
      return;
    }
    const template = compile(id, other);
    if (template) templates.push(template);
  };
  for (const [ns, id] of Object.entries(CONTRACT_TEXTS_ID)) if (!NOT_MESSAGES.has(ns)) collect(id, twins[ns], add);
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

/** Walks a catalogue and its twin side by side: texts, lists of texts and nested objects. */
function collect(id: unknown, other: unknown, add: (id: string, other: string) => void): void {
  if (typeof id === 'string') {
    if (typeof other === 'string') add(id, other);
  } else if (Array.isArray(id)) {
    if (Array.isArray(other)) id.forEach((v, i) => collect(v, other[i], add));
  } else if (isRecord(id) && isRecord(other)) {
    for (const [key, v] of Object.entries(id)) collect(v, other[key], add);
  }
}

/**
 * 'Sisa percobaan: {{left}}.' → /^Sisa percobaan: ([\s\S]+?)\.$/ with names ['left']; a name used
 * twice must hold the same value twice (a back-reference). Null for a template that is little
 * more than placeholders (fewer than 3 fixed characters): it would match any text.
 */
function compile(id: string, target: string): Template | null {
  const parts = id.split(new RegExp(PLACEHOLDER.source, 'g'));
  const names: string[] = [];
  const seen = new Map<string, number>();
  let source = '^';
  let literal = 0;
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      source += escapeRegExp(part);
      literal += part.length;
      return;
    }
    const group = seen.get(part);
    if (group !== undefined) {
      source += `\\${group}`;
      return;
    }
    names.push(part);
    seen.set(part, names.length);
    source += '([\\s\\S]+?)';
  });
  if (literal < 3) return null;
  return { pattern: new RegExp(`${source}$`), names, target, literal };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
