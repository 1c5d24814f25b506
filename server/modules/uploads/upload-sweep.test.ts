import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyDrafts, uploads } from '../../db/schema.ts';
import { runSweeps } from '../../jobs/sweeps.ts';
import { testEngines } from '../../testing/test-database.ts';
import { pdf, pngOf } from '../../testing/upload-test-files.ts';
import { startUploadApp, storedState, type UploadTestApp, upload } from '../../testing/upload-test-kit.ts';
import { changeAccount } from '../users/index.ts';
import { sweepUnusedUploads } from './upload-sweep.ts';

const HOUR = 3_600_000;

describe.each(testEngines)('the unused-uploads sweep (%s)', (engine) => {
  let t: UploadTestApp;
  beforeAll(async () => {
    t = await startUploadApp(engine);
  });
  afterAll(() => t.close());

  const uploadPhoto = async () =>
    (
      await upload(t.app, { bytes: await pngOf(400, 300), name: 'x.png' }, { cookie: t.customer.cookie })
    ).json().url as string;
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  /** Makes every upload so far look `hours` old. */
  const ageAll = (hours: number) =>
    t.handle.db.update(uploads).set({ createdAt: new Date(Date.now() - hours * HOUR) });

  it('removes an upload nothing names a day later, files and row; keeps referenced and recent ones', async () => {
    const forgotten = await uploadPhoto();
    const profilePhoto = await uploadPhoto();
    const inDraft = await uploadPhoto();
    const noc = (
      await upload(t.app, { bytes: pdf, name: 'noc.pdf' }, { purpose: 'document', cookie: t.customer.cookie })
    ).json().url as string;
    await changeAccount(t.handle.db, t.customer.id, { profileImageUrl: profilePhoto });
    await t.handle.db.insert(propertyDrafts).values({
      ownerId: t.customer.id,
      draftData: { photos: [{ url: inDraft, isCover: true }], nocDocumentUrl: noc },
    });
    await ageAll(25);
    const fresh = await uploadPhoto();
    const before = await storedState(t);

    await runSweeps(t.app.deps);

    const after = await storedState(t);
    expect(after.rows).toBe(before.rows - 1);
    // The forgotten photo's file is gone (400 wide: kept at 320 only), and only it.
    const forgottenId = forgotten.match(/photos\/(.+)-\d+\.webp$/)![1]!;
    expect(before.files.filter((f) => f.includes(forgottenId)).length).toBeGreaterThan(0);
    expect(after.files).toEqual(before.files.filter((f) => !f.includes(forgottenId)));
    expect(await get(forgotten)).toBe(404);
    for (const kept of [profilePhoto, inDraft, fresh]) expect(await get(kept)).toBe(200);
    const urls = (await t.handle.db.select().from(uploads)).map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining([profilePhoto, inDraft, noc, fresh]));
    expect(urls).not.toContain(forgotten);

    // Idempotent: nothing more to remove.
    await runSweeps(t.app.deps);
    expect(await storedState(t)).toEqual(after);
  });

  it('leaves the row for the next sweep when the files cannot be removed', async () => {
    const url = await uploadPhoto();
    await ageAll(48);
    const warnings: string[] = [];
    const failing = {
      ...t.app.deps.storage,
      delete: async () => {
        throw new Error('bucket unreachable');
      },
    };
    const log = { error() {}, warn: (_: object, message: string) => void warnings.push(message) };
    const removed = await sweepUnusedUploads({ storage: failing, log }, t.handle.db, new Date());
    expect(removed).toBe(0);
    expect(warnings).toContain('could not remove the files of an unused upload');
    expect(await get(url)).toBe(200);

    // The next sweep, with storage back, removes it.
    expect(await sweepUnusedUploads(t.app.deps, t.handle.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await get(url)).toBe(404);
  });
});
