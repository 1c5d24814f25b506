import { m } from '#i18n/messages.js';
import { UPLOAD_RULES, type UploadPurpose } from '../../../domain/schemas/uploads.ts';
import type { ToastInput } from '../toast.ts';

/** What the browser knows of a chosen file before sending it. */
export type ChosenFile = { name: string; type: string; size: number };

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
const DOCUMENT_EXTENSION = /\.(pdf|docx?)$/i;

/** What the file chooser offers for a purpose: any image, or PDF and Word documents. */
export function acceptFor(purpose: UploadPurpose): string {
  return UPLOAD_RULES[purpose].kind === 'image'
    ? 'image/*'
    : ['.pdf', '.doc', '.docx', ...DOCUMENT_TYPES].join(',');
}

function rightKind(file: ChosenFile, purpose: UploadPurpose): boolean {
  if (UPLOAD_RULES[purpose].kind === 'image') return file.type.startsWith('image/');
  // Some systems give Word files no type at all: the extension decides then.
  return DOCUMENT_TYPES.has(file.type) || (!file.type && DOCUMENT_EXTENSION.test(file.name));
}

/**
 * The quick check before an upload starts (admin-and-host §5): the spec's toast when the file is of
 * the wrong kind or too large for its purpose, else null. The server checks again and decides.
 */
export function uploadProblem(file: ChosenFile, purpose: UploadPurpose): ToastInput | null {
  const rule = UPLOAD_RULES[purpose];
  if (!rightKind(file, purpose))
    return { title: m.ui_upload_invalid_type(), description: rule.wrongType, variant: 'destructive' };
  if (file.size > rule.maxBytes)
    return { title: m.ui_upload_too_large(), description: rule.tooLarge, variant: 'destructive' };
  return null;
}
