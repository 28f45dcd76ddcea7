import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/seller/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/seller/api': 'http://127.0.0.1:8080', '/seller/notification': { target: 'http://127.0.0.1:8080', ws: true } } },
});
