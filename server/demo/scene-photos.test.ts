import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SCENE_WIDTHS, ScenePainterBusy, type SceneWidth, scenePhotoPainter } from './scene-photos.ts';
import { SCENE_NAMES, type SceneName } from './scenes/scene-catalog.ts';
import { tracedPicture } from './traced/traced-photo.ts';

const keys = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    scene: SCENE_NAMES[i % SCENE_NAMES.length] as SceneName,
    variant: 1 + Math.floor(i / SCENE_NAMES.length),
  }));

/** A gate a test opens by hand: paintings that `keep` behind it hold their turn until then. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, keep: () => opened };
}

describe('the demo-photo painter', () => {
  it('paints a JPEG of the asked width at 4:3', async () => {
    const painter = scenePhotoPainter({ concurrency: 1 });
    const bytes = await painter.paint({ scene: 'beach', variant: 7 }, 320);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
    expect(painter.stats.painted).toBe(1);
  });

  it('paints every scene as a JPEG, and a room and a landscape at every width that srcset offers', async () => {
    const painter = scenePhotoPainter({ concurrency: 1 });
    for (const scene of SCENE_NAMES) {
      const meta = await sharp(await painter.paint({ scene, variant: 21 }, 320)).metadata();
      expect([meta.format, meta.width, meta.height], scene).toEqual(['jpeg', 320, 240]);
    }
    for (const scene of ['bedroom', 'beach'] as const) {
      for (const width of SCENE_WIDTHS) {
        const bytes = await painter.paint({ scene, variant: 22 }, width);
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height], `${scene}@${width}`).toEqual([
          'jpeg',
          width,
          (width * 3) / 4,
        ]);
        // Small enough for a phone: the largest is well under what an upload may weigh.
        expect(bytes.length, `${scene}@${width}`).toBeLessThan(200_000);
      }
    }
    // Twenty-two paintings one at a time: slow on a busy machine, so its own time limit.
  }, 120_000);

  it('develops a room and a place from their renders, the same bytes every time for one key', async () => {
    for (const scene of ['bedroom', 'lake-palace'] as const) {
      const key = { scene, variant: 23 };
      const rendered = await tracedPicture(scene, 23, 320, 240).removeAlpha().raw().toBuffer();
      const [photo, again] = await Promise.all([
        scenePhotoPainter({ concurrency: 1 }).paint(key, 320),
        scenePhotoPainter({ concurrency: 1 }).paint(key, 320),
      ]);
      expect(again.equals(photo), scene).toBe(true);
      const developed = await sharp(photo).raw().toBuffer();
      let changed = 0;
      let drift = 0;
      for (let i = 0; i < developed.length; i++) {
        const d = Math.abs((developed[i] ?? 0) - (rendered[i] ?? 0));
        if (d > 0) changed++;
        drift += d;
      }
      // The render, grained and glowing: it differs nearly everywhere, yet only slightly.
      expect(changed / developed.length, scene).toBeGreaterThan(0.8);
      expect(drift / developed.length, scene).toBeGreaterThan(1);
      expect(drift / developed.length, scene).toBeLessThan(40);
    }
  });

  it('runs at most `concurrency` paintings at once and lets the rest take turns', async () => {
    const painter = scenePhotoPainter({ concurrency: 2, maxWaiting: 10 });
    const paintings = keys(8).map((key) => painter.paint(key, 320));
    expect(painter.stats.running).toBe(2);
    expect(painter.stats.waiting).toBe(6);
    const results = await Promise.all(paintings);
    expect(results.every((bytes) => bytes.length > 0)).toBe(true);
    expect(painter.stats).toEqual({ painted: 8, running: 0, waiting: 0, peakRunning: 2 });
  });

  it('paints a key once for requests that arrive while it is being painted, and keeps it once', async () => {
    const painter = scenePhotoPainter({ concurrency: 1 });
    const kept: Buffer[] = [];
    const keep = async (bytes: Buffer) => {
      kept.push(bytes);
    };
    const key = { scene: 'hills' as const, variant: 3 };
    const [a, b, c] = await Promise.all([
      painter.paint(key, 640, keep),
      painter.paint(key, 640, keep),
      painter.paint(key, 640, keep),
    ]);
    expect(painter.stats.painted).toBe(1);
    expect(kept).toHaveLength(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    // Another width is another picture.
    await painter.paint(key, 320 as SceneWidth);
    expect(painter.stats.painted).toBe(2);
  });

  it('refuses a painting, without queueing it, when the queue is full; frees the queue afterwards', async () => {
    const painter = scenePhotoPainter({ concurrency: 1, maxWaiting: 2 });
    const held = gate();
    const [first, ...rest] = keys(4);
    const holding = painter.paint(first!, 320, held.keep);
    const queued = rest.slice(0, 2).map((key) => painter.paint(key, 320));
    expect(painter.stats).toMatchObject({ running: 1, waiting: 2 });

    await expect(painter.paint(rest[2]!, 320)).rejects.toBeInstanceOf(ScenePainterBusy);
    expect(painter.stats).toMatchObject({ running: 1, waiting: 2 });
    // Joining a painting that is already on its way needs no place in the queue.
    expect(painter.paint(rest[0]!, 320)).toBe(queued[0]);

    held.open();
    await Promise.all([holding, ...queued]);
    expect(painter.stats).toMatchObject({ painted: 3, running: 0, waiting: 0, peakRunning: 1 });
    expect((await painter.paint(rest[2]!, 320)).length).toBeGreaterThan(0);
  });

  it('gives the turn back when a painting fails', async () => {
    const painter = scenePhotoPainter({ concurrency: 1 });
    const failing = painter.paint({ scene: 'city', variant: 1 }, 320, async () => {
      throw new Error('disk full');
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(painter.stats).toMatchObject({ running: 0, waiting: 0 });
    expect((await painter.paint({ scene: 'city', variant: 1 }, 320)).length).toBeGreaterThan(0);
  });
});
