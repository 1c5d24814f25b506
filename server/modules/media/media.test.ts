import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../integrations/storage/create-storage.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('images the API serves', () => {
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

  describe('GET /api/media/scene/:key.jpg', () => {
    it('draws a small 1200x900 JPEG that browsers may cache for good', async () => {
      const res = await get('/api/media/scene/beach-7.jpg');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBeLessThan(150_000);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 900]);
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

    it('answers 404 for a scene that does not exist', async () => {
      for (const url of [
        '/api/media/scene/volcano-1.jpg',
        '/api/media/scene/beach-1.png',
        '/api/media/scene/beach.jpg',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: 'Photo not found' });
      }
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
