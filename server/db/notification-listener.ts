import pg from 'pg';
import type { Database } from './client.ts';

export type NotificationListener = { close(): Promise<void> };

type PgliteListen = {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};

/**
 * LISTEN on `channel`: `onPayload` gets each NOTIFY's payload once its transaction commits, from
 * any instance on the same database. On PostgreSQL a connection of its own, outside the pool (a
 * LISTEN lasts as long as its session); `onLost` is called once if it dies, and the caller listens
 * anew. On PGlite the one embedded connection: notifications of this process only (PGlite serves
 * one process, decision 72), and it is never lost while the database is open.
 */
export async function listenForNotifications(
  db: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (err: Error) => void,
): Promise<NotificationListener> {
  const client = (db as unknown as { $client: PgliteListen | pg.Pool }).$client;
  if ('listen' in client) {
    const unlisten = await client.listen(channel, onPayload);
    return { close: () => unlisten() };
  }
  const connection = new pg.Client(client.options);
  let open = true;
  const lost = (err: Error) => {
    if (!open) return;
    open = false;
    connection.end().catch(() => {});
    onLost(err);
  };
  connection.on('notification', (n) => {
    if (n.channel === channel) onPayload(n.payload ?? '');
  });
  connection.on('error', lost);
  connection.on('end', () => lost(new Error('the listening connection ended')));
  try {
    await connection.connect();
    await connection.query(`LISTEN ${connection.escapeIdentifier(channel)}`);
  } catch (err) {
    open = false;
    await connection.end().catch(() => {});
    throw err;
  }
  return {
    async close() {
      if (!open) return;
      open = false;
      await connection.end();
    },
  };
}
