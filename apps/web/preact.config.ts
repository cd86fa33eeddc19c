/**
 * The SPA is written against React's API and runs on Preact 11 through `preact/compat`
 * (decision 128): these aliases turn every `react`/`react-dom` import, ours and our
 * dependencies', into Preact's. Vite (`vite.config.ts`) and the web Vitest project
 * (`vitest.config.ts`) both use them, so tests run on what ships.
 *
 * Each entry matches the import exactly (Vite's string aliases also match `key/…` prefixes,
 * which would send `react-dom/client` to `preact/compat/client` only by accident of order).
 * Targets are subpaths Preact 11's package `exports` name.
 */
export const preactAliases: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  // compat's JSX runtime is Preact's after loading compat (its `options` hooks: className,
  // onChange → onInput, defaultValue, …), so JSX compiled for React gets React's semantics.
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom/test-utils': 'preact/test-utils',
};

/** The map as Vite `resolve.alias` entries that match whole import names only. */
export function preactAliasEntries(): { find: RegExp; replacement: string }[] {
  return Object.entries(preactAliases).map(([from, to]) => ({
    find: new RegExp(`^${from.replace(/[/.-]/g, (c) => `\\${c}`)}$`),
    replacement: to,
  }));
}
