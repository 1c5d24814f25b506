/** The widths an uploaded or demo photo is kept in, for `srcset` (`?w=`). Free of zod: the web's photo tags read it. */
export const IMAGE_WIDTHS = [320, 640, 960, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
