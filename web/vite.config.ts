// Vite builds the client into dist/, which albion-server embeds (server/src/web.rs).
// `npm run dev` serves it with hot reload and forwards the API and the WebSocket to a server on
// ALBION_DEV_SERVER (default http://127.0.0.1:8080).
import { defineConfig } from 'vite';
import { rulesPlugin } from './rules-plugin.ts';

const backend = process.env.ALBION_DEV_SERVER ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [rulesPlugin()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // One small script and one stylesheet; no inline scripts, so a strict CSP holds.
    modulePreload: { polyfill: false },
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': backend,
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The palette test reads these stylesheets as text (`?raw`), which vitest otherwise empties.
    css: { include: [/palette\.css/, /sc\.css/] },
  },
});
