// The Vite side of one build per language (decision 110). Paraglide's message functions pick the
// language at run time; here each is replaced by its build language's own function, so the other
// language's text never reaches the bundle and a message costs one small function. The page's
// <html lang> is set to the build's language too, and a Hindi page preloads and declares the
// Devanagari font (web/hindi-font.css).
import type { Plugin } from 'vite';

/** A compiled message's exported function, which picks a language at run time (Paraglide 2.25). */
const pickingFunction =
  /export const (\w+) = \/\*\* @type \{[\s\S]*?\} \*\/ \(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\tconst locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n[\s\S]*?\n\}\);/;
/** The runtime import the fixed language no longer needs (the runtime's own top level would stay). */
const runtimeImport = /^import \{ getLocale, experimentalStaticLocale \} from '\.\.\/runtime\.js';?$/m;

/** The Devanagari font Hindi pages preload (web/hindi-font.css declares it). */
const DEVANAGARI_FONT =
  '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';

export const htmlLang = { en: 'en-IN', hi: 'hi' } as const;

/** A compiled message module with its export fixed to `language`; throws if Paraglide's output changed. */
export function fixMessageLanguage(code: string, language: 'en' | 'hi', id: string): string {
  if (!pickingFunction.test(code)) {
    throw new Error(`${id}: not a Paraglide message module this build knows how to fix to one language`);
  }
  return code.replace(pickingFunction, `export const $1 = ${language}_$1;`).replace(runtimeImport, '');
}

export function languageBuildPlugin(language: 'en' | 'hi'): Plugin {
  return {
    name: 'basera-language-build',
    // Before any other plugin rewrites the module: the pattern is Paraglide's own output.
    enforce: 'pre',
    transform(code, id) {
      if (!/\/i18n\/generated\/web\/messages\/(?!_index)[^/]+\.js$/.test(id)) return null;
      return { code: fixMessageLanguage(code, language, id), map: null };
    },
    transformIndexHtml: {
      // Before Vite reads the page, so the font and stylesheet added here are bundled and hashed.
      order: 'pre',
      handler(html) {
        const withLang = html.replace(/<html lang="[^"]*"/, `<html lang="${htmlLang[language]}"`);
        if (language !== 'hi') return withLang;
        return withLang.replace(
          /<title>/,
          `<link rel="preload" href="${DEVANAGARI_FONT}" as="font" type="font/woff2" crossorigin />\n    ` +
            '<link rel="stylesheet" href="./hindi-font.css" />\n    <title>',
        );
      },
    },
  };
}
