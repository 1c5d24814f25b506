import { z } from 'zod';
import { m } from '#i18n/messages.js';

/** What an upload is for; it decides the kinds and the size allowed (admin-and-host §5, §9). */
export const uploadPurpose = z.enum(['photo', 'profile', 'document', 'catalog'], {
  error: () => m.validation_upload_purpose(),
});
export type UploadPurpose = z.infer<typeof uploadPurpose>;

export const uploadQuery = z.object({ purpose: uploadPurpose.default('photo') });

export const uploadAnswer = z.object({ url: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswer>;

const MB = 1024 * 1024;

type UploadRule = {
  kind: 'image' | 'document';
  /** The largest size accepted, in bytes. */
  maxBytes: number;
  /** The refusals, in the request's language: read them when they are shown, not once. */
  readonly tooLarge: string;
  readonly wrongType: string;
};

/** One rule per purpose, the spec's words: the browser checks first, the server decides. */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  photo: {
    kind: 'image',
    maxBytes: 10 * MB,
    get tooLarge() {
      return m.validation_upload_photo_too_large({ max: 10 });
    },
    get wrongType() {
      return m.validation_upload_photo_wrong_type();
    },
  },
  profile: {
    kind: 'image',
    maxBytes: 5 * MB,
    get tooLarge() {
      return m.validation_upload_profile_too_large({ max: 5 });
    },
    get wrongType() {
      return m.validation_upload_profile_wrong_type();
    },
  },
  document: {
    kind: 'document',
    maxBytes: 10 * MB,
    get tooLarge() {
      return m.validation_upload_document_too_large({ max: 10 });
    },
    get wrongType() {
      return m.validation_upload_document_wrong_type();
    },
  },
  // "under 5 MB": 5 MB itself is too large.
  catalog: {
    kind: 'image',
    maxBytes: 5 * MB - 1,
    get tooLarge() {
      return m.validation_upload_catalog_too_large({ max: 5 });
    },
    get wrongType() {
      return m.validation_upload_catalog_wrong_type();
    },
  },
};

export { IMAGE_WIDTHS, type ImageWidth } from '../rules/image-widths.ts';
