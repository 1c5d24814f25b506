// npm start: build the web app when its sources are newer than the build, then run the server.
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

const builtIndex = 'dist/web/index.html';
const sources = Math.max(newestMtime('web'), newestMtime('domain'));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 1);
