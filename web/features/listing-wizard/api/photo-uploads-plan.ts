import { m } from '#i18n/messages.js';
import { PHOTO_TARGET } from '../../../../domain/rules/listing-wizard.ts';
import { MAX_PHOTOS } from '../../../../domain/schemas/listings.ts';
import type { ToastInput } from '../../../lib/toast.ts';
import { type ChosenFile, uploadProblem } from '../../../lib/uploads/upload-check.ts';

// The photos step's pure parts (admin-and-host §5 Photos, §8): which chosen files go up, what the
// toast says after a batch, and the line that counts photos towards the target.

export const UPLOAD_FAILED = {
  title: m.wizard_toast_upload_failed(),
  fallback: m.wizard_photos_upload_failed(),
} as const;

export type BatchPlan<F extends ChosenFile> = {
  /** The files to send, in the order chosen. */
  accepted: F[];
  /** The first refused file's toast (not an image, too large), if any was refused. */
  refusal: ToastInput | null;
  refused: number;
  /** Files past MAX_PHOTOS, left out. */
  overLimit: number;
};

/**
 * The chosen files checked one by one (the spec's words for a refused one) and kept within the
 * listing's photo limit: `room` is how many more photos the listing can take.
 */
export function planPhotoBatch<F extends ChosenFile>(files: readonly F[], room: number): BatchPlan<F> {
  const plan: BatchPlan<F> = { accepted: [], refusal: null, refused: 0, overLimit: 0 };
  for (const file of files) {
    const problem = uploadProblem(file, 'photo');
    if (problem) {
      plan.refused += 1;
      plan.refusal ??= problem;
    } else if (plan.accepted.length < Math.max(0, room)) plan.accepted.push(file);
    else plan.overLimit += 1;
  }
  return plan;
}

export const PHOTO_LIMIT_TOAST: ToastInput = {
  title: m.wizard_photos_limit_title(),
  description: m.wizard_photos_limit_description({ max: MAX_PHOTOS }),
  variant: 'destructive',
};

/**
 * The toast once a batch is over. Some added: "Photos uploaded" / "{count} photo(s) added
 * successfully", naming what was left out. None added: null, since the refusal or the failure was
 * toasted as it happened (the photo limit alone is toasted here).
 */
export function batchToast(outcome: {
  added: number;
  failed: number;
  refused: number;
  overLimit: number;
}): ToastInput | null {
  const { added, failed, refused, overLimit } = outcome;
  if (added > 0) {
    const missed = failed + refused + overLimit;
    const title = m.wizard_photos_uploaded_title();
    if (missed === 0) return { title, description: m.wizard_photos_added({ count: added }) };
    return { title, description: m.wizard_photos_added_some_missed({ added, missed }) };
  }
  if (overLimit > 0 && failed === 0 && refused === 0) return PHOTO_LIMIT_TOAST;
  return null;
}

/** The line under the grid: how far the listing is from the 5 photos review asks for. */
export function photoProgressText(count: number, target = PHOTO_TARGET): string {
  if (count <= 0) return m.wizard_photos_progress_none({ target });
  if (count < target) return m.wizard_photos_progress_some({ count, target, remaining: target - count });
  return m.wizard_photos_progress_ready({ count });
}

/**
 * Photos join the listing in the order chosen, each as soon as every photo chosen before it is done:
 * `results[i]` is undefined while file i is on its way, its URL once uploaded, null if it failed.
 * Answers the URLs ready after the first `flushed` results, and how many results are then flushed.
 */
export function readyInOrder(
  results: readonly (string | null | undefined)[],
  flushed: number,
): { urls: string[]; flushed: number } {
  const urls: string[] = [];
  let next = flushed;
  while (next < results.length && results[next] !== undefined) {
    const url = results[next];
    if (url) urls.push(url);
    next += 1;
  }
  return { urls, flushed: next };
}
