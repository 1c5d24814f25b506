// Time from SIGTERM to exit while clients keep requesting, with `npm start` as an operator runs it:
//   npx tsx bench/shutdown-under-load.ts [concurrent clients, default 32]
// Each client loops GET /api/properties (the home grid) and POST /api/auth/login; the signal goes
// out after two seconds of load. Prints answers by status and the shutdown time; asserts nothing.
import { spawnServer, untilListening } from '../server/testing/server-process.ts';

const clients = Number(process.argv[2] ?? 32);
const server = await spawnServer({ LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' }, ['npm', 'start']);
await untilListening(server);
const base = `http://127.0.0.1:${server.port}`;

const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
let stop = false;
async function client(n: number) {
  while (!stop) {
    const request =
      n % 2 === 0
        ? fetch(`${base}/api/properties`)
        : fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `load${n}@example.com`, password: 'Wrong1234' }),
          });
    await request.then(
      async (res) => {
        await res.arrayBuffer();
        count(String(res.status));
      },
      () => count('refused (closed)'),
    );
  }
}
const load = Array.from({ length: clients }, (_, n) => client(n));
await new Promise((resolve) => setTimeout(resolve, 2_000));
const before = [...statuses.values()].reduce((a, b) => a + b, 0);

const sent = performance.now();
server.child.kill('SIGTERM');
const exit = await server.exited;
const ms = performance.now() - sent;
stop = true;
await Promise.all(load);

console.log(
  `${clients} clients, ${before} answers before SIGTERM; answers by status:`,
  Object.fromEntries(statuses),
);
console.log(`SIGTERM to exit: ${ms.toFixed(0)} ms (npm exit: ${exit})`);
if (server.output().includes('killed by timeout')) console.log('the 10 s grace ran out');
