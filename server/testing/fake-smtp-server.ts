import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; message: string };

export type FakeSmtpServer = {
  url: string;
  /** Messages the server acknowledged (a 250 after DATA): what a real relay would go on to deliver. */
  accepted: ReceivedMail[];
  /** How many sessions stalled: their message arrived whole but never got its 250. */
  stalled(): number;
  close(): Promise<void>;
};

/**
 * A tiny plain SMTP server on a local port (no TLS, no auth). The first `stallSessions` sessions
 * take the message and then never answer it, as a relay that hangs; the connection's close
 * discards it, as SMTP does for a message not acknowledged. Later sessions accept normally.
 */
export async function startFakeSmtpServer({ stallSessions = 0 } = {}): Promise<FakeSmtpServer> {
  const accepted: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let sessions = 0;
  let stalled = 0;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {}); // a killed client resets the connection
    const stalls = sessions++ < stallSessions;
    let envelope: ReceivedMail = { from: '', to: [], message: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            envelope.message += `${line.startsWith('..') ? line.slice(1) : line}\n`;
            continue;
          }
          inData = false;
          if (stalls) {
            stalled++;
            continue; // never answers: the sender waits
          }
          accepted.push(envelope);
          envelope = { from: '', to: [], message: '' };
          reply('250 queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') envelope.from = line.slice(10).trim();
        else if (verb === 'RCPT') envelope.to.push(line.slice(8).trim());
        else if (verb === 'DATA') inData = true;
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'DATA') reply('354 end with <CRLF>.<CRLF>');
        else if (!['EHLO', 'HELO', 'QUIT'].includes(verb)) reply('502 not implemented');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    stalled: () => stalled,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
