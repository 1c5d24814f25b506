import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../domain/schemas/live-events.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { announce } from './live-events.service.ts';
import { createLiveHub, type LiveStream, MAX_STREAMS_PER_USER } from './live-hub.ts';

const quiet = { error() {}, warn() {} };

/** A stream that records what the hub does to it. */
function recorder() {
  const seen: (LiveEvent | 'heartbeat' | 'end')[] = [];
  let beat = () => {};
  const heartbeats = new Promise<void>((resolve) => {
    beat = resolve;
  });
  const stream: LiveStream = {
    send: (event) => seen.push(event),
    heartbeat: () => {
      seen.push('heartbeat');
      beat();
    },
    end: () => seen.push('end'),
  };
  return { stream, seen, heartbeats };
}

describe('the live hub (PGlite)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase('pglite');
  });
  afterAll(() => handle.close());

  it(`keeps ${MAX_STREAMS_PER_USER} streams a user: one more ends their oldest, which hears no more`, async () => {
    const hub = createLiveHub(handle.db, quiet);
    const userId = crypto.randomUUID();
    const tabs = Array.from({ length: MAX_STREAMS_PER_USER + 1 }, recorder);
    for (const tab of tabs) await hub.open(userId, tab.stream);
    const event: LiveEvent = { type: 'notification' };
    await handle.db.transaction((tx) => announce(tx, [userId], event));

    expect(tabs[0]!.seen).toEqual(['end']);
    for (const tab of tabs.slice(1)) expect(tab.seen).toEqual([event]);
    await hub.close();
    for (const tab of tabs.slice(1)) expect(tab.seen).toEqual([event, 'end']);
  });

  it('sends every open stream a heartbeat, and none after the stream is removed', async () => {
    const hub = createLiveHub(handle.db, quiet, 20);
    const [kept, removed] = [recorder(), recorder()];
    await hub.open(crypto.randomUUID(), kept.stream);
    const remove = await hub.open(crypto.randomUUID(), removed.stream);
    remove();
    await kept.heartbeats;
    expect(kept.seen).toContain('heartbeat');
    expect(removed.seen).toEqual([]);
    await hub.close();
  });

  it('refuses a stream once closed', async () => {
    const hub = createLiveHub(handle.db, quiet);
    await hub.close();
    await expect(hub.open(crypto.randomUUID(), recorder().stream)).rejects.toThrow('closed');
  });
});
