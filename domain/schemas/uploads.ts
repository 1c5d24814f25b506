import { z } from 'zod';

/** What an upload is for; it decides the kinds and the size allowed (admin-and-host §5, §9). */
export const uploadPurpose = z.enum(['photo', 'profile', 'document', 'catalog'], {
  error: 'purpose must be one of photo, profile, document, catalog',
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
  tooLarge: string;
  wrongType: string;
};

/** One rule per purpose, the spec's words: the browser checks first, the server decides. */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  photo: {
    kind: 'image',
    maxBytes: 10 * MB,
    tooLarge: 'Please upload images smaller than 10MB.',
    wrongType: 'Please upload only image files.',
  },
  profile: {
    kind: 'image',
    maxBytes: 5 * MB,
    tooLarge: 'Please select an image smaller than 5MB.',
    wrongType: 'Please select a valid image file.',
  },
  document: {
    kind: 'document',
    maxBytes: 10 * MB,
    tooLarge: 'Please upload a file smaller than 10MB.',
    wrongType: 'Please upload PDF, DOC, or DOCX files only.',
  },
  // "under 5 MB": 5 MB itself is too large.
  catalog: {
    kind: 'image',
    maxBytes: 5 * MB - 1,
    tooLarge: 'File size must be less than 5MB',
    wrongType: 'Please select an image file',
  },
};

/** The widths an uploaded or demo photo is kept in, for `srcset` (`?w=`). */
export const IMAGE_WIDTHS = [320, 640, 960, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
