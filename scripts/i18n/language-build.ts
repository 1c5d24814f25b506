// The Vite side of one build per language (decision 110). Paraglide's message functions pick the
// language at run time; here each one is fixed to the build's language, so the minifier drops the
// other language's text. The page's <html lang> is set to the build's language too, and a Hindi
// page preloads and declares the Devanagari font (web/hindi-font.css).
import type { Plugin } from 'vite';

const pickedAtRunTime = /const locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)/;

/** The Devanagari font Hindi pages preload (web/hindi-font.css declares it). */
const DEVANAGARI_FONT =
  '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';

export const htmlLang = { en: 'en-IN', hi: 'hi' } as const;

export function languageBuildPlugin(language: 'en' | 'hi'): Plugin {
  return {
    name: 'basera-language-build',
    transform(code, id) {
      if (!id.includes('/i18n/generated/messages/') || !pickedAtRunTime.test(code)) return null;
      return { code: code.replace(pickedAtRunTime, `const locale = ${JSON.stringify(language)}`), map: null };
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
