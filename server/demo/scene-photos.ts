import { availableParallelism } from 'node:os';
import { processingQueue, QueueFull } from '../jobs/processing-queue.ts';
import { developPhoto } from './photo-develop.ts';
import { type SceneKey, sceneKey } from './scenes/scene-catalog.ts';
import { tracedPicture } from './traced/traced-photo.ts';

/** Widths a scene photo is rendered at (4:3); cards ask for a small one, the gallery for the full one. */
export const SCENE_WIDTHS = [320, 640, 960, 1200] as const;
export type SceneWidth = (typeof SCENE_WIDTHS)[number];

/** Painting is refused because too many paintings are already waiting; try again shortly. */
export class ScenePainterBusy extends Error {
  constructor() {
    super('Too many demo photos are being painted');
    this.name = 'ScenePainterBusy';
  }
}

export type ScenePainterOptions = {
  /** Paintings that run at the same time (sharp holds a libuv thread and a core for each). */
  concurrency?: number;
  /** Paintings that may wait for a turn; one more is refused with ScenePainterBusy. */
  maxWaiting?: number;
};

/** What a painter has done, for tests and benches: counts, never timings. */
export type ScenePainterStats = {
  /** Paintings finished since the painter was made. */
  painted: number;
  running: number;
  waiting: number;
  /** The most paintings that ever ran at once. */
  peakRunning: number;
};

export type ScenePainter = {
  readonly concurrency: number;
  readonly maxWaiting: number;
  readonly stats: Readonly<ScenePainterStats>;
  /**
   * The JPEG of a scene at `width` x 3/4 `width`. Paintings take turns (at most `concurrency` at
   * once); requests for a key that is being painted share that painting, and `keep` (e.g. writing
   * the bytes to a cache) runs once for it before anyone gets the bytes. Rejects with
   * ScenePainterBusy, without queueing, when `maxWaiting` paintings already wait.
   */
  paint(key: SceneKey, width: SceneWidth, keep?: (bytes: Buffer) => Promise<void>): Promise<Buffer>;
};

/** One painting per two cores, so sign-in (argon2) and the rest of the API keep a core. */
export const defaultPaintConcurrency = () => Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * Paints demo photos through a bounded queue. Holds no pictures: callers cache them. The CPU is
 * bounded by `concurrency`; a waiting request costs next to nothing, so the queue is long enough for
 * a cold home page (every card's photo at once) to be answered rather than refused.
 */
export function scenePhotoPainter({
  concurrency = defaultPaintConcurrency(),
  maxWaiting = 256,
}: ScenePainterOptions = {}): ScenePainter {
  const queue = processingQueue(concurrency, maxWaiting);
  let painted = 0;
  const inFlight = new Map<string, Promise<Buffer>>();

  async function paintInTurn(key: SceneKey, width: SceneWidth, keep?: (bytes: Buffer) => Promise<void>) {
    try {
      return await queue.run(async () => {
        const height = (width * 3) / 4;
        const drawn = tracedPicture(key.scene, key.variant, width, height);
        const bytes = await developPhoto(drawn, sceneKey(key.scene, key.variant), width, height);
        painted++;
        await keep?.(bytes);
        return bytes;
      });
    } catch (err) {
      throw err instanceof QueueFull ? new ScenePainterBusy() : err;
    }
  }

  return {
    concurrency,
    maxWaiting,
    get stats() {
      return { painted, ...queue.stats };
    },
    paint(key, width, keep) {
      const id = `${sceneKey(key.scene, key.variant)}@${width}`;
      const joined = inFlight.get(id);
      if (joined) return joined;
      const painting = paintInTurn(key, width, keep).finally(() => inFlight.delete(id));
      inFlight.set(id, painting);
      return painting;
    },
  };
}

/**
 * The painter every app in this process shares: the limit is about this machine's cores, so two apps
 * in one process (tests) take turns too.
 */
export const scenePainter: ScenePainter = scenePhotoPainter();
