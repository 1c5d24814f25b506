// Compiles the message catalogues (i18n/messages/<area>/{en,hi}.json) into typed message functions
// with Paraglide JS (decision 110), twice: i18n/generated/web has a module per message, so a web
// build takes only the messages its pages use; i18n/generated/node has a module per language, which
// Node (the server, tsx, vitest) imports in a second instead of twelve for 3,000 modules. Skips the
// work when the catalogues and settings have not changed, so every entry point can call it cheaply.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const i18nDir = path.join(root, 'i18n');
const outdir = path.join(i18nDir, 'generated');
const stampFile = path.join(outdir, '.catalogue-hash');
const outputs = [
  { outdir: path.join(outdir, 'web'), outputStructure: 'message-modules' },
  { outdir: path.join(outdir, 'node'), outputStructure: 'locale-modules' },
];

function catalogueHash() {
  const hash = createHash('sha256');
  hash.update(readFileSync(import.meta.filename)); // this script's own steps (reuseIntlObjects)
  hash.update(readFileSync(path.join(i18nDir, 'project.inlang/settings.json')));
  const messages = path.join(i18nDir, 'messages');
  for (const area of readdirSync(messages).sort()) {
    for (const file of readdirSync(path.join(messages, area)).sort()) {
      hash.update(`${area}/${file}\n`);
      hash.update(readFileSync(path.join(messages, area, file)));
    }
  }
  return hash.digest('hex');
}

export async function compileMessages({ force = false } = {}) {
  const hash = catalogueHash();
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  const { compile } = await import('@inlang/paraglide-js');
  for (const output of outputs) {
    await compile({
      project: path.join(i18nDir, 'project.inlang'),
      ...output,
      // The server sets the locale per request (server/plugins/request-language.ts); a web build is
      // one language and vite.config.ts fixes it in the message functions.
      strategy: ['globalVariable', 'baseLocale'],
      emitGitIgnore: false,
      emitReadme: false,
      emitPrettierIgnore: false,
      includeEslintDisableComment: false,
    });
  }
  for (const output of outputs) reuseIntlObjects(path.join(output.outdir, 'registry.js'));
  writeFileSync(stampFile, hash);
  return true;
}

/**
 * Paraglide's registry builds a new Intl.PluralRules (or NumberFormat) on every call of a message
 * with a count: a phone's home page calls it about 70 times in its first render, 20 ms of it at 4x
 * slowdown (issue 29). Each is built once per locale and options instead.
 */
function reuseIntlObjects(registryFile) {
  const made = {
    'new Intl.PluralRules(locale, options)': "intlObject(Intl.PluralRules, 'plural', locale, options)",
    'new Intl.NumberFormat(locale, options)': "intlObject(Intl.NumberFormat, 'number', locale, options)",
  };
  let text = readFileSync(registryFile, 'utf8');
  for (const [each, reused] of Object.entries(made)) {
    if (!text.includes(each)) throw new Error(`${registryFile} no longer says ${each}: see reuseIntlObjects`);
    text = text.replace(each, reused);
  }
  text += `
const intlObjects = new Map();
function intlObject(Kind, kind, locale, options) {
	const key = \`\${kind} \${locale} \${JSON.stringify(options)}\`;
	let object = intlObjects.get(key);
	if (!object) intlObjects.set(key, (object = new Kind(locale, options)));
	return object;
}
`;
  writeFileSync(registryFile, text);
}

if (process.argv[1] === import.meta.filename) {
  const compiled = await compileMessages({ force: process.argv.includes('--force') });
  console.log(compiled ? 'Messages compiled into i18n/generated.' : 'Messages are up to date.');
  // The inlang SDK leaves a handle open for about 30 s after compiling: nothing is left to do.
  process.exit(0);
}
