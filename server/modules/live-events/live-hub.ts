import type { LiveEvent } from '../../../domain/schemas/live-events.ts';
import type { Logger } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { listenForNotifications, type NotificationListener } from '../../db/notification-listener.ts';
import { decodeLivePayload, LIVE_CHANNEL } from './live-payload.ts';

/** One open `GET /api/events` answer, as the hub drives it. */
export type LiveStream = { send(event: LiveEvent): void; heartbeat(): void; end(): void };

/** A comment this often keeps proxies and load balancers from closing a quiet stream (most cut at 60 s). */
export const HEARTBEAT_MS = 25_000;
/** Tabs a user may keep streaming on one instance; a new one beyond it ends their oldest. */
export const MAX_STREAMS_PER_USER = 10;

export type LiveHub = ReturnType<typeof createLiveHub>;

/**
 * This process's open streams by user, and its one LISTEN, started with the first stream. When the
 * listening connection is lost every stream ends: an event may have been missed, and a page that
 * reconnects refetches what it shows, then listens on a new connection.
 */
export function createLiveHub(db: Database, log: Logger, heartbeatMs = HEARTBEAT_MS) {
  const streams = new Map<string, Set<LiveStream>>();
  let listener: Promise<NotificationListener> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;
  const everyStream = () => [...streams.values()].flatMap((mine) => [...mine]);

  function deliver(payload: string) {
    const decoded = decodeLivePayload(payload);
    if (!decoded) {
      log.warn(
        { payload: payload.slice(0, 200) },
        'a NOTIFY on the live channel that is not ours was ignored',
      );
      return;
    }
    for (const userId of decoded.users) for (const s of streams.get(userId) ?? []) s.send(decoded.event);
  }

  function lost(err: Error) {
    listener = null;
    log.warn({ err }, 'live events: the listening connection was lost; open streams end and reconnect');
    for (const s of everyStream()) s.end();
  }

  function listening(): Promise<NotificationListener> {
    listener ??= listenForNotifications(db, LIVE_CHANNEL, deliver, lost).catch((err) => {
      listener = null;
      throw err;
    });
    return listener;
  }

  function remove(userId: string, stream: LiveStream) {
    const mine = streams.get(userId);
    if (!mine?.delete(stream)) return;
    if (mine.size === 0) streams.delete(userId);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  return {
    /**
     * Adds `stream` once this instance is listening (rejects if it cannot listen, or is closing);
     * resolves to its removal, which the stream calls when it closes.
     */
    async open(userId: string, stream: LiveStream): Promise<() => void> {
      if (!closed) await listening();
      if (closed) throw new Error('the live events hub is closed');
      const mine = streams.get(userId) ?? new Set<LiveStream>();
      streams.set(userId, mine);
      const oldest = mine.size >= MAX_STREAMS_PER_USER ? mine.values().next().value : undefined;
      if (oldest) {
        remove(userId, oldest);
        oldest.end();
      }
      mine.add(stream);
      heartbeat ??= setInterval(() => {
        for (const s of everyStream()) s.heartbeat();
      }, heartbeatMs).unref();
      return () => remove(userId, stream);
    },
    /** Shutdown: ends every stream (an open one would hold the server's close) and stops listening. */
    async close() {
      closed = true;
      for (const s of everyStream()) s.end();
      streams.clear();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      const open = listener;
      listener = null;
      await (await open?.catch(() => null))?.close();
    },
  };
}
