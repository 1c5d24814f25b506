import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../integrations/storage/s3rver-test-server.ts';
import { runSweeps } from '../../jobs/sweeps.ts';
import { pdf, pngOf, text } from '../../testing/upload-test-files.ts';
import { filesUnder, startUploadApp, type UploadTestApp, upload } from '../../testing/upload-test-kit.ts';

describe('uploads kept in an S3-compatible bucket (s3rver)', () => {
  let bucket: TestBucket;
  let t: UploadTestApp;

  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await startUploadApp('pglite', bucket.env);
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  it('stores each width in the bucket, none on the disk, and streams them back', async () => {
    const res = await upload(
      t.app,
      { bytes: await pngOf(700, 500), name: 'x.png' },
      { cookie: t.customer.cookie },
    );
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    const id = url.match(/photos\/(.+)-640\.webp$/)[1];
    expect(bucket.objectKeys()).toEqual([`photos/${id}-320.webp`, `photos/${id}-640.webp`]);
    expect(filesUnder(t.config.dataDir).filter((f) => f.startsWith('uploads'))).toEqual([]);

    for (const [query, width] of [
      ['', 640],
      ['?w=320', 320],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url: `${url}${query}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect((await sharp(answer.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('keeps a document private there too, stores nothing for a refused file, and sweeps the bucket', async () => {
    const doc = await upload(
      t.app,
      { bytes: pdf, name: 'noc.pdf' },
      { purpose: 'document', cookie: t.customer.cookie },
    );
    const { url } = doc.json();
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: t.customer.cookie } })).rawPayload.equals(
        pdf,
      ),
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const before = bucket.objectKeys();
    expect(before).toHaveLength(3);
    const refused = await upload(t.app, { bytes: text, name: 'x.jpg' }, { cookie: t.customer.cookie });
    expect(refused.statusCode).toBe(400);
    expect(bucket.objectKeys()).toEqual(before);

    // A day later nothing names either upload: the sweep empties the bucket.
    await runSweeps(t.app.deps, new Date(Date.now() + 25 * 3_600_000));
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: t.admin.cookie } })).statusCode).toBe(
      404,
    );
    expect(bucket.objectKeys()).toEqual([]);
  });
});
