// npm start: build the web app when its sources are newer than the build, then run the server in
// this same process (tsx's loader registered here, no npx/tsx child): the process npm starts is the
// server, so SIGTERM reaches it and nothing is left behind.
import { register } from 'tsx/esm/api';
import { ensureWebBuilt } from './web-build.mjs';

await ensureWebBuilt();
register();
await import('../server/main.ts');
