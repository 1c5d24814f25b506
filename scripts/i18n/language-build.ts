// The Vite side of one build per language (decision 110). Paraglide's message functions pick the
// language at run time; here each one is fixed to the build's language, so the minifier drops the
// other language's text. The page's <html lang> is set to the build's language too.
import type { Plugin } from 'vite';

const pickedAtRunTime = /const locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)/;

export const htmlLang = { en: 'en-IN', hi: 'hi' } as const;

export function languageBuildPlugin(language: 'en' | 'hi'): Plugin {
  return {
    name: 'basera-language-build',
    transform(code, id) {
      if (!id.includes('/i18n/generated/messages/') || !pickedAtRunTime.test(code)) return null;
      return { code: code.replace(pickedAtRunTime, `const locale = ${JSON.stringify(language)}`), map: null };
    },
    transformIndexHtml(html) {
      return html.replace(/<html lang="[^"]*"/, `<html lang="${htmlLang[language]}"`);
    },
  };
}
