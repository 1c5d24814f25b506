import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import * as repo from './uploads.repository.ts';

/** A day to put an upload to use: the wizard and onboarding save its URL long before that. */
export const UNUSED_UPLOAD_GRACE_MS = 86_400_000;
/** Uploads removed per sweep at most, so one run stays short. */
export const UPLOADS_PER_SWEEP = 200;

/**
 * Removes uploads older than a day that nothing references: their stored files first, then their
 * rows. A file that cannot be removed keeps its row, so the next sweep tries again.
 */
export async function sweepUnusedUploads(
  deps: Pick<AppDeps, 'storage' | 'log'>,
  db: Executor,
  now: Date,
): Promise<number> {
  const unused = await repo.findUnreferencedUploads(
    db,
    new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS),
    UPLOADS_PER_SWEEP,
  );
  const removed: string[] = [];
  for (const upload of unused) {
    try {
      await deps.storage.delete(upload.keys);
      removed.push(upload.id);
    } catch (err) {
      deps.log.warn({ err, url: upload.url }, 'could not remove the files of an unused upload');
    }
  }
  await repo.deleteUploads(db, removed);
  return removed.length;
}
