import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWCASE_SCENES } from '../../../domain/showcase-photos.ts';
import { SCENE_WIDTHS, scenePainter } from '../../demo/scene-photos.ts';
import { SCENE_NAMES } from '../../demo/scenes/scene-catalog.ts';
import { createFileStorage } from '../../integrations/storage/create-storage.ts';
import { makeDestination, makeProperty, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { sceneCacheDir } from './scene-cache.ts';

describe('stored uploads and placeholders', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  describe('GET /api/placeholder/:w/:h', () => {
    it('answers an SVG of the asked size', async () => {
      const res = await get('/api/placeholder/400/300');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toContain('width="400" height="300"');
      const png = await sharp(res.rawPayload).metadata();
      expect([png.width, png.height]).toEqual([400, 300]);
    });

    it.each([
      '/api/placeholder/0/300',
      '/api/placeholder/4001/300',
      '/api/placeholder/abc/300',
      '/api/placeholder/400/1.5',
      '/api/placeholder/400/-2',
    ])('refuses a bad size: %s', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/must be a whole number from 1 to 4000/);
    });
  });

  describe('GET /api/uploads/*', () => {
    it('serves a stored file with its content type', async () => {
      const storage = createFileStorage(t.config);
      const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer();
      const { url } = await storage.put('test/green-square.png', bytes, 'image/png');
      expect(url).toBe('/api/uploads/test/green-square.png');
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(bytes)).toBe(true);
    });

    it('answers 404 for a file that is not there', async () => {
      const res = await get('/api/uploads/test/missing.jpg');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'File not found' });
    });

    it.each([
      '/api/uploads/../package.json',
      '/api/uploads/..%2F..%2Fpackage.json',
      '/api/uploads/test/..%2F..%2F..%2Fpackage.json',
      '/api/uploads/%2Fetc%2Fpasswd',
      '/api/uploads/.secret',
      '/api/uploads/test%5C..%5Csecret.txt',
    ])('refuses to leave the uploads folder: %s', async (url) => {
      // A file just outside the uploads folder, to be sure it cannot be reached.
      mkdirSync(t.config.dataDir, { recursive: true });
      writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'do not serve');
      const res = await get(url);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toContain('do not serve');
      expect(res.body).not.toContain('"dependencies"');
    });

    it('never serves a file outside the folder, even when dots are percent-encoded', async () => {
      // URL parsing turns %2e%2e into .. before routing: the request leaves /api/uploads altogether.
      const res = await get('/api/uploads/%2e%2e/%2e%2e/package.json');
      // Whatever answers (the web app's index.html, or a JSON 404 when it is not built), never the file.
      expect(res.body).not.toContain('"dependencies"');
      expect(res.headers['content-type']).not.toMatch(/image\//);
    });
  });
});

const sceneUrl = (key: string) => `/api/media/scene/${key}.jpg`;

/** Twenty-eight keys no other test here uses: two variants of every scene. */
const manyKeys = SCENE_NAMES.flatMap((scene) => [`${scene}-501`, `${scene}-502`]);

describe.each(testEngines)('GET /api/media/scene/:key.jpg on %s', (engine) => {
  let t: TestApp;
  let dataDir: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const painted = () => scenePainter.stats.painted;

  /** A listing whose photos are these scene keys, as the demo seed writes them. */
  const listingWith = (app: TestApp, keys: string[]) =>
    makeProperty(app.handle.db, {
      photos: keys.map((key, i) => ({ url: sceneUrl(key), sortOrder: i, isMainPhoto: i === 0 })),
    });

  beforeAll(async () => {
    // A DATA_DIR of its own: the painted-photo cache starts empty.
    dataDir = mkdtempSync(path.join(tmpdir(), 'basera-scenes-'));
    t = await startTestApp(engine, { DATA_DIR: dataDir });
    await listingWith(t, ['beach-7', 'hills-3', 'hills-4', 'bedroom-2', 'kitchen-8']);
    await makeDestination(t.handle.db, { imageUrl: sceneUrl('tea-garden-101') });
    await listingWith(t, manyKeys);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('draws a small 1200x900 JPEG that browsers may cache for good', async () => {
    const res = await get('/api/media/scene/beach-7.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(150_000);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 900]);
  });

  it('answers WebP, lighter, to a browser that takes it; JPEG to one that does not say so', async () => {
    const webpAccept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const jpeg = await get('/api/media/scene/beach-7.jpg?w=640');
    const webp = await t.app.inject({
      url: '/api/media/scene/beach-7.jpg?w=640',
      headers: { accept: webpAccept },
    });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    // Shared caches keep one answer per Accept; browsers may keep either for good.
    for (const res of [jpeg, webp]) {
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const meta = await sharp(webp.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
    expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length * 0.8);
    // Made once: asked again, the same bytes.
    const again = await t.app.inject({
      url: '/api/media/scene/beach-7.jpg?w=640',
      headers: { accept: webpAccept },
    });
    expect(again.rawPayload.equals(webp.rawPayload)).toBe(true);
  });

  it('draws the same picture for the same key, a different one for another', async () => {
    const a = (await get('/api/media/scene/hills-3.jpg')).rawPayload;
    const again = (await get('/api/media/scene/hills-3.jpg')).rawPayload;
    const other = (await get('/api/media/scene/hills-4.jpg')).rawPayload;
    expect(again.equals(a)).toBe(true);
    expect(other.equals(a)).toBe(false);
  });

  it('answers a smaller size on request', async () => {
    const res = await get('/api/media/scene/bedroom-2.jpg?w=320');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 240]);
    expect((await get('/api/media/scene/bedroom-2.jpg?w=321')).statusCode).toBe(400);
  });

  it('serves the photos the site shows outside listings (the interior portfolio) at every width', async () => {
    const key = SHOWCASE_SCENES.flat;
    for (const width of SCENE_WIDTHS) {
      const res = await get(`${sceneUrl(key)}?w=${width}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('paints anew rather than serve a photo kept from an older way of painting', async () => {
    const older = path.join(dataDir, 'scene-cache', 'hills-4@320.jpg');
    mkdirSync(path.dirname(older), { recursive: true });
    writeFileSync(older, 'a photo painted the old way');
    const res = await get('/api/media/scene/hills-4.jpg?w=320');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 320]);
  });

  it('serves a destination image the catalogue names', async () => {
    const res = await get('/api/media/scene/tea-garden-101.jpg?w=320');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404, and paints nothing, for any photo the data does not name', async () => {
    const before = painted();
    for (const url of [
      '/api/media/scene/volcano-1.jpg',
      '/api/media/scene/beach-1.png',
      '/api/media/scene/beach.jpg',
      // Well-formed keys of real scenes that no listing or destination uses.
      '/api/media/scene/beach-9999.jpg',
      '/api/media/scene/beach-8.jpg',
      '/api/media/scene/hills-1.jpg?w=320',
      // Another spelling of a used key is not that key.
      '/api/media/scene/beach-07.jpg',
      // Names every JavaScript object inherits are not scenes.
      '/api/media/scene/constructor-1.jpg',
      '/api/media/scene/toString-1.jpg',
      '/api/media/scene/__proto__-1.jpg',
      '/api/media/scene/hasOwnProperty-1.jpg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Photo not found' });
    }
    expect(painted()).toBe(before);
  });

  it('paints a photo once per machine: kept under DATA_DIR, served from there by this app and the next', async () => {
    const file = path.join(sceneCacheDir(dataDir), 'kitchen-8@640.jpg');
    expect(existsSync(file)).toBe(false);
    const before = painted();

    const first = await get('/api/media/scene/kitchen-8.jpg?w=640');
    expect(first.statusCode).toBe(200);
    expect(painted()).toBe(before + 1);
    expect(existsSync(file)).toBe(true);
    // Only finished pictures: no temporary files are left behind.
    expect(readdirSync(sceneCacheDir(dataDir)).filter((f) => !/\.(jpg|webp)$/.test(f))).toEqual([]);

    const second = await get('/api/media/scene/kitchen-8.jpg?w=640');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(painted()).toBe(before + 1);

    // A new app on the same DATA_DIR (a restart), whose data names the same photo: no painting.
    const next = await startTestApp(engine, { DATA_DIR: dataDir });
    try {
      await listingWith(next, ['kitchen-8']);
      const again = await next.app.inject({ method: 'GET', url: '/api/media/scene/kitchen-8.jpg?w=640' });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(painted()).toBe(before + 1);
    } finally {
      await next.close();
    }
  });

  it('paints at most a few photos at a time while a sign-in in the middle still answers', async () => {
    const password = 'Secret123';
    const user = await makeUser(t.handle.db, { email: `painter-${engine}@example.com`, password });
    const before = painted();

    const photos = manyKeys.slice(0, 10).map((key) => get(`${sceneUrl(key)}?w=320`));
    const login = t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    photos.push(...manyKeys.slice(10, 20).map((key) => get(`${sceneUrl(key)}?w=320`)));

    expect((await login).statusCode).toBe(200);
    const answers = await Promise.all(photos);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(painted()).toBe(before + 20);
    expect(scenePainter.stats.peakRunning).toBeLessThanOrEqual(scenePainter.concurrency);
  });

  it('answers 503 with Retry-After, painting nothing more, when the painting queue is full', async () => {
    // Hold every painting slot and fill the queue, as a burst of cold requests would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The running ones are real paintings held in `keep`; the waiting ones name no scene, so once
    // released they fail at once instead of painting a queue of photos.
    const running = Array.from({ length: scenePainter.concurrency }, (_, i) =>
      scenePainter.paint({ scene: 'forest', variant: 9000 + i }, 320, () => held),
    );
    const unpainted = 'no-such-scene' as (typeof SCENE_NAMES)[number];
    const waiting = Array.from({ length: scenePainter.maxWaiting }, (_, i) =>
      scenePainter.paint({ scene: unpainted, variant: i }, 320),
    );
    expect(scenePainter.stats.waiting).toBe(scenePainter.maxWaiting);

    const res = await get(`${sceneUrl(manyKeys[20]!)}?w=320`);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: 'Photos are being prepared. Please try again shortly.' });
    expect(existsSync(path.join(sceneCacheDir(dataDir), `${manyKeys[20]}@320.jpg`))).toBe(false);

    release();
    await Promise.all(running);
    expect((await Promise.allSettled(waiting)).every((r) => r.status === 'rejected')).toBe(true);
    expect((await get(`${sceneUrl(manyKeys[20]!)}?w=320`)).statusCode).toBe(200);
  });
});
