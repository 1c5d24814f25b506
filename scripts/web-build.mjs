// Builds the web app (vite) when it is missing or older than its sources in web/ and domain/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

export function ensureWebBuilt() {
  const builtIndex = 'dist/web/index.html';
  const sources = Math.max(newestMtime('web'), newestMtime('domain'));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sources) return;
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
