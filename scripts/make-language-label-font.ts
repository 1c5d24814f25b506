// The few Devanagari letters an English page shows, the language switch's "हिन्दी", as a font of
// their own (run by hand when the switch's label changes):
//   npx tsx scripts/make-language-label-font.ts
// English pages declare no Devanagari font (decision 110), and a device without one of its own
// would draw empty boxes; this subset of Noto Sans Devanagari (variable weight kept) is a few
// kilobytes and is downloaded only by a page that shows those letters.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { languageNames } from '../domain/rules/language/languages.ts';

const source = readFileSync(
  new URL(
    '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    import.meta.url,
  ),
);
const subset = await subsetFont(source, languageNames.hi, { targetFormat: 'woff2' });
const out = new URL('../web/fonts/devanagari-language-label.woff2', import.meta.url);
writeFileSync(out, subset);
console.log(`${out.pathname}: ${subset.length} bytes for "${languageNames.hi}"`);
