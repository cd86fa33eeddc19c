/**
 * Checks one namespace's Indonesian and English catalogues against each other (a test
 * fails on a key missing in either language). Returns the problems as readable lines, empty when
 * both agree: a key in one language only, an empty text, a text in one language whose `{{name}}`
 * placeholders differ from the other's, or a value of a different kind (text vs nested object).
 */
export function compareCatalogues(namespace: string, id: unknown, en: unknown, path = ''): string[] {
  const where = (key: string) => `${namespace}:${path}${key}`;
  if (!isRecord(id) || !isRecord(en)) return [`${namespace}:${path || '(root)'} is not an object in both languages`];
  const problems: string[] = [];
  for (const key of new Set([...Object.keys(id), ...Object.keys(en)])) {
    if (!(key in en)) problems.push(`${where(key)} is missing in English`);
    else if (!(key in id)) problems.push(`${where(key)} is missing in Indonesian`);
    else {
      const a = id[key];
      const b = en[key];
      if (typeof a === 'string' && typeof b === 'string') {
        if (a.trim() === '' || b.trim() === '') problems.push(`${where(key)} is empty`);
        const pa = placeholders(a);
        const pb = placeholders(b);
        if (pa !== pb) problems.push(`${where(key)} has placeholders ${pa || 'none'} in Indonesian and ${pb || 'none'} in English`);
      } else if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) problems.push(`${where(key)} has ${a.length} entries in Indonesian and ${b.length} in English`);
      } else if (isRecord(a) && isRecord(b)) {
        problems.push(...compareCatalogues(namespace, a, b, `${path}${key}.`));
      } else {
        problems.push(`${where(key)} is a ${kind(a)} in Indonesian and a ${kind(b)} in English`);
      }
    }
  }
  return problems;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function kind(v: unknown): string {
  return Array.isArray(v) ? 'list' : typeof v;
}

/** The sorted, distinct `{{name}}` placeholders of a text, joined by commas. */
function placeholders(text: string): string {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]))].sort().join(',');
}
