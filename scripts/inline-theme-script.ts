import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Writes web/theme-init.js into the built index.html as an inline script, where it was a file of its
 * own: the theme must be on <html> before the first paint, and a script file in <head> held that
 * paint for one more round trip (decision 125). The server allows it by its hash
 * (server/plugins/inline-script-hashes.ts), so the CSP still forbids any other inline script.
 */
export function inlineThemeScriptPlugin(file: string): Plugin {
  return {
    name: 'basera-inline-theme-script',
    // Before Vite reads the page's scripts: it would otherwise try to bundle the file.
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const script = readFileSync(file, 'utf8').trim();
        const tag = '<script src="/theme-init.js"></script>';
        if (!html.includes(tag)) throw new Error(`index.html no longer loads ${tag}`);
        return html.replace(tag, () => `<script>${script}</script>`);
      },
    },
  };
}
