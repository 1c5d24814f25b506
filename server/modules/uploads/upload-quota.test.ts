import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { testEngines } from '../../testing/test-database.ts';
import { uploadsBy, useAsProfilePhoto } from '../../testing/upload-state.repository.ts';
import { pdf, pngOf } from '../../testing/upload-test-files.ts';
import { startUploadApp, type UploadTestApp, upload } from '../../testing/upload-test-kit.ts';

const QUOTA_FULL =
  'Upload limit reached: at most 3 files or 0.5 MB not yet used in a listing, profile or draft. ' +
  'Use them, or try again tomorrow when unused uploads are cleared.';

// Issue 22 item 7: one customer stored 190 MB of documents in 4 seconds.
describe.each(testEngines)('upload quota and rate per user on %s', (engine) => {
  let t: UploadTestApp;
  beforeAll(async () => {
    t = await startUploadApp(engine, {
      UPLOAD_QUOTA_FILES: '3',
      UPLOAD_QUOTA_MB: '0.5',
      UPLOAD_RATE_MAX: '8',
    });
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const user = await makeUser(t.handle.db);
    return { id: user.id, cookie: (await makeSession(t.handle.db, user.id)).cookie };
  };
  const document = (bytes = pdf) => ({ bytes, name: 'noc.pdf' });
  const rowsOf = (userId: string) => uploadsBy(t.handle.db, userId);

  it('keeps parallel uploads within the file count: 413 past it, and room again once one is used', async () => {
    const user = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        upload(t.app, document(), { purpose: 'document', cookie: user.cookie }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 413, 413, 413]);
    for (const refused of answers.filter((a) => a.statusCode === 413))
      expect(refused.json()).toEqual({ message: QUOTA_FULL });
    const kept = await rowsOf(user.id);
    expect(kept).toHaveLength(3);
    // A file put to use no longer counts.
    await useAsProfilePhoto(t.handle.db, user.id, kept[0]!.url);
    const again = await upload(t.app, document(), { purpose: 'document', cookie: user.cookie });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('keeps parallel uploads within the bytes', async () => {
    const user = await signedIn();
    const big = Buffer.concat([pdf, Buffer.alloc(200_000, 32)]); // 0.2 MB: two fit under 0.5 MB, not three
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        upload(t.app, document(big), { purpose: 'document', cookie: user.cookie }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 413]);
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it('limits how often one user uploads: 429 with when to try again', async () => {
    const user = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push(
        (await upload(t.app, document(), { purpose: 'document', cookie: user.cookie })).statusCode,
      );
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    const limited = await upload(t.app, document(), { purpose: 'document', cookie: user.cookie });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many uploads\. Please try again in \d+ minutes?\.$/);
  });

  it("exempts an admin's catalogue uploads", async () => {
    const image = { bytes: await pngOf(40, 30), name: 'goa.png' };
    for (let i = 0; i < 10; i++) {
      const res = await upload(t.app, image, { purpose: 'catalog', cookie: t.admin.cookie });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});
