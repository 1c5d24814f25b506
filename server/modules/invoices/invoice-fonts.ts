import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The invoice's typeface: DejaVu Sans from the dejavu-fonts-ttf package, installed with the app
// (nothing is fetched at run time). pdf-lib's standard fonts are WinAnsi and have no rupee sign
// (U+20B9); DejaVu Sans has it in both weights, as plain TrueType (decision 89).

const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export type InvoiceFonts = { regular: PDFFont; bold: PDFFont };
type FontFiles = { regular: Uint8Array; bold: Uint8Array };

const require = createRequire(import.meta.url);
let files: Promise<FontFiles> | undefined;

/** The font files, read once per process; a failed read is tried again next time. */
function fontFiles(): Promise<FontFiles> {
  files ??= Promise.all([readFile(require.resolve(FILES.regular)), readFile(require.resolve(FILES.bold))])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      files = undefined;
      throw error;
    });
  return files;
}

// Parsing a 700 kB font takes most of a render's time: each file is parsed once and the parsed font
// lent to every document (pdf-lib only reads it: each embedding makes its own subset).
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsed = new Map<Uint8Array, ReturnType<Fontkit['create']>>();
const parseOnce: Fontkit = {
  create(data, postscriptName) {
    const font = parsed.get(data) ?? fontkit.create(data, postscriptName);
    parsed.set(data, font);
    return font;
  },
};

/**
 * Both weights embedded in `pdf` as subsets: only the glyphs the document uses go in (about 20 kB
 * instead of 700 kB a weight). Ligatures are off so that each glyph stands for one character and the
 * text copies and searches as written.
 */
export async function embedInvoiceFonts(pdf: PDFDocument): Promise<InvoiceFonts> {
  const { regular, bold } = await fontFiles();
  pdf.registerFontkit(parseOnce);
  const options = { subset: true, features: { liga: false } };
  return {
    regular: await pdf.embedFont(regular, options),
    bold: await pdf.embedFont(bold, options),
  };
}
