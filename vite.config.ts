import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress.ts';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompressPlugin()],
  build: { outDir: '../dist/web', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:5000' } },
});
