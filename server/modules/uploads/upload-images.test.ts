import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { testEngines } from '../../testing/test-database.ts';
import { exifHasGps, jpegWithGps, pngOf, sidewaysJpeg } from '../../testing/upload-test-files.ts';
import { startUploadApp, storedState, type UploadTestApp, upload } from '../../testing/upload-test-kit.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe.each(testEngines)('POST /api/upload keeps images as clean WebP in several widths (%s)', (engine) => {
  let t: UploadTestApp;
  beforeAll(async () => {
    t = await startUploadApp(engine);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const served = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return sharp(res.rawPayload).metadata();
  };

  it('answers 201 with the URL of the largest width, served as WebP without the GPS position', async () => {
    const photo = await jpegWithGps(1300, 900);
    // The fixture really carries a position.
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const before = await storedState(t);

    const res = await upload(
      t.app,
      { bytes: photo, name: 'IMG_2041.JPG', type: 'image/jpeg' },
      { cookie: t.customer.cookie },
    );
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^/api/uploads/photos/${UUID}-1200\\.webp$`));

    const answer = await get(url);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain('sandbox');
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    const meta = await sharp(answer.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 831]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();

    // Four widths were kept, and one row that names them and the uploader.
    const id = url.match(new RegExp(UUID))![0];
    const after = await storedState(t);
    expect(after.rows).toBe(before.rows + 1);
    expect(after.files.filter((f) => !before.files.includes(f))).toEqual(
      [320, 640, 960, 1200].map((w) => `photos/${id}-${w}.webp`).sort(),
    );
    const [row] = (await t.handle.db.select().from(uploads)).filter((r) => r.url === url);
    expect(row).toMatchObject({
      purpose: 'photo',
      contentType: 'image/webp',
      uploadedBy: t.customer.id,
      keys: [320, 640, 960, 1200].map((w) => `photos/${id}-${w}.webp`),
    });
    expect(row!.sizeBytes).toBeGreaterThan(answer.rawPayload.length);
  });

  it('serves a stored width on ?w=, the next larger for one it does not keep, never more than the largest', async () => {
    const res = await upload(
      t.app,
      { bytes: await pngOf(1000, 500), name: 'room.png' },
      { cookie: t.customer.cookie },
    );
    const { url } = res.json();
    // 1000 pixels wide: 320, 640 and 960 are kept, and the URL names 960 (never upscaled to 1200).
    expect(url).toMatch(/-960\.webp$/);
    expect((await served(`${url}?w=320`)).width).toBe(320);
    expect((await served(`${url}?w=640`)).width).toBe(640);
    expect((await served(`${url}?w=500`)).width).toBe(640);
    expect((await served(`${url}?w=1`)).width).toBe(320);
    expect((await served(`${url}?w=1200`)).width).toBe(960);
    expect((await served(url)).width).toBe(960);
    expect((await get(`${url}?w=0`)).statusCode).toBe(400);
  });

  it('stores a photo taken sideways upright: EXIF orientation applied, width and height swapped', async () => {
    const sideways = await sidewaysJpeg(400, 200);
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await upload(t.app, { bytes: sideways, name: 'tall.jpg' }, { cookie: t.customer.cookie });
    const { url } = res.json();
    // Upright it is 200 wide: narrower than every listed width, so it is kept at its own width only.
    expect(url).toMatch(/-200\.webp$/);
    const meta = await served(url);
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 400, undefined]);
    expect((await served(`${url}?w=640`)).width).toBe(200);
  });

  it('takes PNG, WebP, GIF (its first frame) and AVIF whatever their names say', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 360, height: 240, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#0f0')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const files = [
      await pngOf(400, 300),
      await sharp(await pngOf(400, 300))
        .webp()
        .toBuffer(),
      animated,
      await sharp(await pngOf(400, 300))
        .avif()
        .toBuffer(),
    ];
    for (const bytes of files) {
      const res = await upload(
        t.app,
        { bytes, name: 'notes.txt', type: 'text/plain' },
        { cookie: t.customer.cookie },
      );
      expect(res.statusCode).toBe(201);
      const meta = await served(res.json().url);
      expect([meta.format, meta.width, meta.pages ?? 1]).toEqual(['webp', 320, 1]);
    }
    // The animation became its first frame: red, not green.
    const gif = await upload(t.app, { bytes: animated, name: 'a.gif' }, { cookie: t.customer.cookie });
    const [red, green] = (await sharp((await get(gif.json().url)).rawPayload).stats()).channels;
    expect(red!.mean).toBeGreaterThan(240);
    expect(green!.mean).toBeLessThan(15);
  });

  it('keeps profile photos and catalogue images in their own folders; an admin session alone may upload', async () => {
    const image = { bytes: await pngOf(700, 400), name: 'x.png' };
    const profile = await upload(t.app, image, { purpose: 'profile', cookie: t.customer.cookie });
    expect(profile.json().url).toMatch(new RegExp(`^/api/uploads/profiles/${UUID}-640\\.webp$`));

    for (const purpose of ['catalog', 'photo'] as const) {
      const res = await upload(t.app, image, { purpose, cookie: t.admin.cookie });
      expect(res.statusCode).toBe(201);
      const folder = purpose === 'catalog' ? 'catalog' : 'photos';
      expect(res.json().url).toMatch(new RegExp(`^/api/uploads/${folder}/${UUID}-640\\.webp$`));
      const [row] = (await t.handle.db.select().from(uploads)).filter((r) => r.url === res.json().url);
      expect(row?.uploadedBy).toBe(t.admin.id);
    }
  });
});
