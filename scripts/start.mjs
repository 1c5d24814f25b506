// npm start: build the web app when its sources are newer than the build, then run the server.
import { spawnSync } from 'node:child_process';
import { ensureWebBuilt } from './web-build.mjs';

ensureWebBuilt();
const server = spawnSync('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 1);
