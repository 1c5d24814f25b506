import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { languageBuildPlugin } from './scripts/i18n/language-build.ts';
import { inlineFirstScriptsPlugin } from './scripts/inline-first-scripts.ts';
import { precompressPlugin } from './scripts/precompress.ts';

// One build per language (decision 110): BASERA_LANGUAGE=hi builds the Hindi app under /hi/, whose
// bundle holds Hindi messages only; English (the default) is the app at /.
const language = process.env.BASERA_LANGUAGE === 'hi' ? 'hi' : 'en';
const hindi = language === 'hi';

// `vite build --ssr first-screen-server.tsx` builds the server's drawing of a first screen (decision
// 135): the same components, bundled whole for Node (React resolved to Preact there too), no assets.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  base: hindi ? '/hi/' : '/',
  define: { __BASERA_LANGUAGE__: JSON.stringify(language) },
  resolve: {
    alias: [
      // The language's date and calendar names (web/lib/language-pack): the other language's stay out.
      {
        find: '#language-pack',
        replacement: path.resolve(import.meta.dirname, `web/lib/language-pack/${language}.ts`),
      },
      // zod with eval off (web/lib/zod-without-eval.ts), loaded with the first schema, not the shell.
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'web/lib/zod-without-eval.ts') },
      // Preact's React-compatible layer in place of React (decision 126): a fifth of the size.
      { find: /^react-dom(\/client)?$/, replacement: 'preact/compat$1' },
      { find: /^react(\/jsx-runtime|\/jsx-dev-runtime)?$/, replacement: 'preact/compat$1' },
      // The catalogue compiled a module per message (scripts/i18n/compile.mjs): pages take only theirs.
      { find: /^#i18n\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'i18n/generated/web/$1') },
    ],
  },
  plugins: isSsrBuild
    ? [react(), languageBuildPlugin(language)]
    : [
        react(),
        tailwindcss(),
        languageBuildPlugin(language),
        inlineFirstScriptsPlugin(path.resolve(import.meta.dirname, 'web'), [
          'theme-init.js',
          'early-taps.js',
        ]),
        precompressPlugin(),
      ],
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: `../dist/first-screen/${language}`, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: hindi ? '../dist/web/hi' : '../dist/web',
        emptyOutDir: true,
        // .vite/manifest.json: the server names a first page's chunks in its HTML (page-preloads.ts).
        manifest: true,
        // NO_MINIFY=1 npm run build:web: readable names in a CPU profile (bench/first-visit-profile.ts).
        minify: process.env.NO_MINIFY ? false : undefined,
        rollupOptions: {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6 * 1024 } } },
        },
      },
  server: { proxy: { '/api': 'http://localhost:5000' } },
}));
