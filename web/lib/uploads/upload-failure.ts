import { m } from '#i18n/messages.js';
import { UPLOAD_RULES, type UploadPurpose } from '../../../domain/schemas/uploads.ts';
import { serverMessageOf, statusOf } from '../api-client.ts';
import type { ToastInput } from '../toast.ts';

/** The toast for a failed upload when the server gave no reason of its own (each caller's words). */
export type UploadFailure = { title: string; fallback: string };

/**
 * The server's refusal of a file too large or of the wrong kind reads as the browser's pre-check
 * (the same rule's words, even from a proxy's bare 413); anything else comes under the caller's
 * title, with the server's words if any.
 */
export function uploadFailureToast(
  error: unknown,
  purpose: UploadPurpose,
  failure: UploadFailure,
): ToastInput {
  const rule = UPLOAD_RULES[purpose];
  const status = statusOf(error);
  const message = serverMessageOf(error);
  if (status === 413)
    return { title: m.ui_upload_too_large(), description: rule.tooLarge, variant: 'destructive' };
  if (status === 415 || (status === 400 && message === rule.wrongType))
    return { title: m.ui_upload_invalid_type(), description: rule.wrongType, variant: 'destructive' };
  return { title: failure.title, description: message ?? failure.fallback, variant: 'destructive' };
}
