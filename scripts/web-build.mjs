// Builds the web app (vite) when it is missing or older than its sources in web/, domain/ and the
// message catalogues: once per language, English at dist/web and Hindi at dist/web/hi, each bundle
// holding only its own language's messages (decision 110).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessages } from './i18n/compile.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'generated') continue;
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

/** The languages built: where each index.html lands, and its first screen's server drawing (decision 135). */
export const webBuilds = [
  {
    language: 'en',
    index: 'dist/web/index.html',
    firstScreen: 'dist/first-screen/en/first-screen-server.js',
  },
  {
    language: 'hi',
    index: 'dist/web/hi/index.html',
    firstScreen: 'dist/first-screen/hi/first-screen-server.js',
  },
];

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Compiles the catalogues and builds what is stale, saying each step and how long it took. */
export async function ensureWebBuilt({ force = false } = {}) {
  let since = performance.now();
  console.log('Compiling the message catalogues (English and Hindi)...');
  const compiled = await compileMessages();
  console.log(compiled ? `  compiled in ${seconds(since)}` : '  already up to date');
  const sources = Math.max(newestMtime('web'), newestMtime('domain'), newestMtime('i18n'));
  const stale = webBuilds.filter(
    ({ index, firstScreen }) =>
      force || [index, firstScreen].some((file) => !existsSync(file) || statSync(file).mtimeMs < sources),
  );
  if (stale.length === 0) {
    console.log('The web app is built and up to date (dist/web).');
    return;
  }
  // English first: its build empties dist/web, Hindi's then adds dist/web/hi.
  for (const [i, { language }] of webBuilds.entries()) {
    since = performance.now();
    const name = language === 'hi' ? 'Hindi (/hi)' : 'English (/)';
    console.log(`Building the web app in ${name}, ${i + 1} of ${webBuilds.length} (Vite; about a minute)...`);
    // The app, then the server's drawing of its first screen (web/first-screen-server.tsx, decision 135).
    for (const args of [[], ['--ssr', 'first-screen-server.tsx']]) {
      const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
        stdio: 'inherit',
        // Always the production build: a caller under vitest (NODE_ENV=test, the start-up tests run
        // `npm start`) built the development code, and the journeys then ran on it.
        env: { ...process.env, NODE_ENV: 'production', BASERA_LANGUAGE: language },
      });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    console.log(`  built in ${seconds(since)}`);
  }
}

if (process.argv[1] === import.meta.filename)
  await ensureWebBuilt({ force: process.argv.includes('--force') });
