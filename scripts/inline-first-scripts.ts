import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes the page's first scripts (web/theme-init.js, web/early-taps.js) into the built index.html
 * as inline scripts, where each was a file of its own: they must run before the first paint, and a
 * script file in <head> held that paint for one more round trip (decision 125). The server allows
 * each by its hash (server/plugins/inline-script-hashes.ts), so the CSP still forbids any other
 * inline script.
 */
export function inlineFirstScriptsPlugin(webDir: string, files: string[]): Plugin {
  return {
    name: 'basera-inline-first-scripts',
    // Before Vite reads the page's scripts: it would otherwise try to bundle the files.
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        let page = html;
        for (const file of files) {
          const script = readFileSync(path.join(webDir, file), 'utf8').trim();
          const tag = `<script src="/${file}"></script>`;
          if (!page.includes(tag)) throw new Error(`index.html no longer loads ${tag}`);
          page = page.replace(tag, () => `<script>${script}</script>`);
        }
        return page;
      },
    },
  };
}
