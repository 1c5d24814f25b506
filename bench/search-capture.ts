// The SQL a request really runs, without reading the app's code: a TCP proxy between a server and
// PostgreSQL that reads the client's side of the wire protocol (Parse, Bind and simple Query
// messages) and records each statement with its parameters while `capturing` is on. bench/search.ts
// then runs EXPLAIN (ANALYZE, BUFFERS) of each with those parameters. (pg_stat_statements needs
// shared_preload_libraries and keeps no parameters; auto_explain writes to a server log we may not
// be able to read.) Everything else passes through untouched.
import { connect, createServer, type Server, type Socket } from 'node:net';

export type Statement = { sql: string; params: (string | null)[] };

export type CaptureProxy = {
  port: number;
  capturing: boolean;
  statements: Statement[];
  close(): Promise<void>;
};

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;

function cstring(buf: Buffer, at: number): [string, number] {
  const end = buf.indexOf(0, at);
  return [buf.toString('utf8', at, end), end + 1];
}

/** Reads the client's messages as they pass and calls `onMessage(type, body)` for each typed one. */
function messageReader(onMessage: (type: string, body: Buffer) => void) {
  let pending = Buffer.alloc(0);
  let started = false;
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) started = true;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < length + 1) return;
      onMessage(String.fromCharCode(pending[0] as number), pending.subarray(5, length + 1));
      pending = pending.subarray(length + 1);
    }
  };
}

export async function startCaptureProxy(upstreamHost: string, upstreamPort: number): Promise<CaptureProxy> {
  const proxy: CaptureProxy = { port: 0, capturing: false, statements: [], close: async () => {} };
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(upstreamPort, upstreamHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    const parsed = new Map<string, string>(); // prepared statement name -> SQL
    const read = messageReader((type, body) => {
      if (type === 'P') {
        const [name, at] = cstring(body, 0);
        parsed.set(name, cstring(body, at)[0]);
      } else if (type === 'Q' && proxy.capturing) {
        proxy.statements.push({ sql: cstring(body, 0)[0], params: [] });
      } else if (type === 'B' && proxy.capturing) {
        const [, at1] = cstring(body, 0);
        const [statement, at2] = cstring(body, at1);
        let at = at2;
        const formats = body.readInt16BE(at);
        at += 2 + 2 * formats;
        const count = body.readInt16BE(at);
        at += 2;
        const params: (string | null)[] = [];
        for (let n = 0; n < count; n++) {
          const length = body.readInt32BE(at);
          at += 4;
          params.push(length < 0 ? null : body.toString('utf8', at, at + length));
          at += Math.max(0, length);
        }
        proxy.statements.push({ sql: parsed.get(statement) ?? '?', params });
      }
    });
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.port = (server.address() as { port: number }).port;
  proxy.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return proxy;
}
