import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { m } from '#i18n/messages.js';
import { UPLOAD_RULES, type UploadPurpose } from '../../../domain/schemas/uploads.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, payloadTooLarge, serviceUnavailable } from '../../http/http-error.ts';
import { contentTypeForKey, uploadUrl } from '../../integrations/storage/file-storage.ts';
import { processingQueue, QueueFull } from '../../jobs/processing-queue.ts';
import { documentTypeOf, looksLikeRasterImage } from './content-sniffing.ts';
import { ImageRefused, MAX_IMAGE_PIXELS, renderImage } from './image-processing.ts';
import { documentKey, imageKey } from './upload-keys.ts';
import * as repo from './uploads.repository.ts';

/** Seconds a client is asked to wait when every image slot is taken (Retry-After). */
export const PROCESSING_BUSY_RETRY_SECONDS = 5;

/**
 * Images are decoded one per two cores (sharp uses every core for one image), so sign-in and the rest
 * of the API keep a core; a few more wait, each holding at most one upload's bytes.
 */
export const imageWork = processingQueue(Math.max(1, Math.floor(availableParallelism() / 2)), 16);

/** What one user may keep unused at once (issue 22 item 7); undefined: exempt (an admin's catalogue). */
export type UploadQuota = { files: number; bytes: number };

export const quotaFull = (quota: UploadQuota) =>
  m.server_upload_quota_full({ files: quota.files, megabytes: +(quota.bytes / 1024 / 1024).toFixed(1) });

/** "This image is too large to process (more than 50 megapixels).", in the request's language. */
export const tooManyPixels = () => m.server_image_too_many_pixels({ max: MAX_IMAGE_PIXELS / 1_000_000 });

type StoredObject = { key: string; bytes: Buffer };
type Prepared = { url: string; objects: StoredObject[]; contentType: string };

/**
 * Keeps an uploaded file and answers its URL. The kind is read from the bytes: images are re-encoded
 * as WebP in several widths (the URL names the largest); documents are kept as sent. The objects are
 * stored, then recorded in `uploads` (so the sweep can find them); if recording fails they are removed.
 */
export async function storeUpload(
  deps: AppDeps,
  input: { purpose: UploadPurpose; bytes: Buffer; uploadedBy: string | null; quota?: UploadQuota },
): Promise<string> {
  const prepared =
    UPLOAD_RULES[input.purpose].kind === 'image'
      ? await prepareImage(input.purpose, input.bytes)
      : await prepareDocument(input.bytes);
  const keys = prepared.objects.map((o) => o.key);
  try {
    for (const { key, bytes } of prepared.objects) await deps.storage.put(key, bytes, contentTypeForKey(key));
    const sizeBytes = prepared.objects.reduce((sum, o) => sum + o.bytes.length, 0);
    await inTransaction(deps, async (tx) => {
      // Counted and inserted under the user's row lock: parallel uploads cannot pass the quota together.
      const { uploadedBy, quota } = input;
      if (uploadedBy && quota) {
        const usage = await repo.lockUnreferencedUsage(tx, uploadedBy);
        if (usage.files + 1 > quota.files || usage.bytes + sizeBytes > quota.bytes)
          throw payloadTooLarge(quotaFull(quota));
      }
      await repo.insertUpload(tx, {
        url: prepared.url,
        keys,
        purpose: input.purpose,
        contentType: prepared.contentType,
        sizeBytes,
        uploadedBy,
      });
    });
  } catch (err) {
    await deps.storage.delete(keys).catch((cleanup: unknown) => {
      deps.log.warn({ err: cleanup, keys }, 'could not remove the files of a failed upload');
    });
    throw err;
  }
  return prepared.url;
}

async function prepareImage(purpose: UploadPurpose, bytes: Buffer): Promise<Prepared> {
  const { wrongType } = UPLOAD_RULES[purpose];
  if (!(await looksLikeRasterImage(bytes))) throw badRequest(wrongType);
  let renditions: Awaited<ReturnType<typeof renderImage>>;
  try {
    renditions = await imageWork.run(() => renderImage(bytes));
  } catch (err) {
    if (err instanceof QueueFull) throw serviceUnavailable(m.server_processing_busy());
    if (err instanceof ImageRefused)
      throw badRequest(err.reason === 'too-many-pixels' ? tooManyPixels() : wrongType);
    throw err;
  }
  const id = randomUUID();
  const objects = renditions.map((r) => ({ key: imageKey(purpose, id, r.width), bytes: r.bytes }));
  // The largest width is the URL: `?w=` serves the smaller ones.
  return { url: uploadUrl(objects.at(-1)!.key), objects, contentType: 'image/webp' };
}

async function prepareDocument(bytes: Buffer): Promise<Prepared> {
  const extension = await documentTypeOf(bytes);
  if (!extension) throw badRequest(UPLOAD_RULES.document.wrongType);
  const key = documentKey(randomUUID(), extension);
  return { url: uploadUrl(key), objects: [{ key, bytes }], contentType: contentTypeForKey(key) };
}
