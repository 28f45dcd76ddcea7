import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Three pages in one build: the seller back office, the marketplace console (docs/console.md) and
 * the public store widget (iframe-embed.html: plain DOM, none of the app's code).
 */
const input = {
  main: fileURLToPath(new URL('index.html', import.meta.url)),
  console: fileURLToPath(new URL('console/index.html', import.meta.url)),
  widget: fileURLToPath(new URL('iframe-embed.html', import.meta.url)),
};

export default defineConfig({
  base: '/seller/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500, rollupOptions: { input } },
  server: {
    proxy: {
      '/seller/api': 'http://127.0.0.1:8080',
      '/seller/notification': { target: 'http://127.0.0.1:8080', ws: true },
      '/admin/api': 'http://127.0.0.1:8080',
    },
  },
});
