import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

const api = process.env.KELAS_API_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router 7 publishes a production build (no dev warnings, smaller) but its package exports
 * name only the development one; a production bundle uses the production file (issue 15 §5,
 * decision 123: ≈ 8 KB gzip less on every page).
 */
function reactRouterProduction(): Record<string, string> {
  const dev = createRequire(import.meta.url).resolve('react-router');
  const prod = path.join(dev.slice(0, dev.lastIndexOf(`${path.sep}development${path.sep}`)), 'production', 'index.mjs');
  return fs.existsSync(prod) ? { 'react-router': prod } : {};
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      ...(command === 'build' ? reactRouterProduction() : {}),
    },
  },
  server: { proxy: { '/api': api, '/storage': api } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 500, manifest: true },
}));
