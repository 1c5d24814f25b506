// subset-font ships no types; the one call scripts/make-language-label-font.ts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' },
  ): Promise<Uint8Array>;
}
