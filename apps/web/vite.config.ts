import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preactAliasEntries } from './preact.config.ts';
import { pwaOptions } from './pwa.config.ts';
import { stylesheetFirst } from './stylesheet-first.ts';

const api = process.env.KELAS_API_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router 7 publishes a production build (no dev warnings, smaller) but its package exports
 * name only the development one; a production bundle uses the production file
 * (decision 123: ≈ 8 KB gzip less on every page).
 */
function reactRouterProduction(): Record<string, string> {
  const dev = createRequire(import.meta.url).resolve('react-router');
  const prod = path.join(dev.slice(0, dev.lastIndexOf(`${path.sep}development${path.sep}`)), 'production', 'index.mjs');
  return fs.existsSync(prod) ? { 'react-router': prod } : {};
}

export default defineConfig(({ command }) => ({
  // JSX goes through plugin-react's Oxc transform (automatic runtime, imports `react/jsx-runtime`,
  // aliased to Preact's); React Fast Refresh is off for every file: its runtime drives React's
  // reconciler, which is not there, so an edit reloads the page instead (decision 128).
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), stylesheetFirst(), VitePWA(pwaOptions)],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...Object.entries(command === 'build' ? reactRouterProduction() : {}).map(([find, replacement]) => ({
        find: new RegExp(`^${find}$`),
        replacement,
      })),
      // React's API on Preact 11 (decision 128).
      ...preactAliasEntries(),
    ],
  },
  server: { proxy: { '/api': api, '/storage': api } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 500,
    manifest: true,
    rolldownOptions: {
      output: {
        // lucide-react puts each icon in a module of its own, and an icon used by several lazy
        // routes became a chunk of its own (≈ 0.4 KB): the player fetched some twenty of them. On
        // HTTP/1.1 (six connections) every file costs a slow phone a round trip. Icons are grouped
        // by the routes that use them, and a group under 8 KB joins the closest one (decision 144):
        // the player's scripts went from 69 files to 54, the landing's grew by ≈ 2 KB gzip.
        codeSplitting: {
          groups: [{ name: 'icons', test: /[\\/]lucide-react[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 8192, includeDependenciesRecursively: false }],
        },
        // A group's chunk is named after every route that shares it; the file keeps the group's name.
        chunkFileNames: (chunk) => (chunk.name.startsWith('icons~') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js'),
      },
      onwarn(warning, warn) {
        // React Router reads `React.useOptimistic` by a computed name and falls back to plain
        // state when it is missing (`useOptimisticSafe`); preact/compat has no useOptimistic, so
        // the fallback is what runs. Only that one warning is silenced (decision 128).
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
        warn(warning);
      },
    },
  },
}));
