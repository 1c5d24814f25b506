// fontkit's Indic shaper (Devanagari) runs generator code compiled for regenerator: its runtime
// must be a global before any Hindi text is laid out.
import 'regenerator-runtime/runtime.js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The invoice's typeface: DejaVu Sans from the dejavu-fonts-ttf package, installed with the app
// (nothing is fetched at run time). pdf-lib's standard fonts are WinAnsi and have no rupee sign
// (U+20B9); DejaVu Sans has it in both weights, as plain TrueType (decision 89). DejaVu has no
// Devanagari: a Hindi paper (or a name typed in Devanagari) draws its Devanagari in Noto Sans
// Devanagari, the static files of @fontsource/noto-sans-devanagari (its Devanagari subset, which has
// no Latin letters or digits, so everything else stays DejaVu; decision 110). The variable woff2
// the web uses crashes fontkit's subsetter, so the static woff of each weight is read.

const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  devanagariRegular: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  devanagariBold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
} as const;
type FontName = keyof typeof FILES;

/** One weight: DejaVu for Latin, digits and ₹; Noto for Devanagari when the paper has any. */
export type Face = { latin: PDFFont; devanagari: PDFFont | null };
export type InvoiceFonts = { regular: Face; bold: Face };

const require = createRequire(import.meta.url);
const files = new Map<FontName, Promise<Uint8Array>>();

/**
 * A WOFF file as the plain TrueType it wraps (its tables inflated). fontkit reads a WOFF's glyphs by
 * inflating the whole glyph table again for each glyph it looks at, which made a Hindi paper take
 * seconds; unwrapped once per process it takes as long as an English one.
 */
export function unwrapWoff(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF'
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [
      view.getUint32(at + 4),
      view.getUint32(at + 8),
      view.getUint32(at + 12),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      data: compressed < length ? new Uint8Array(inflateSync(stored)) : stored,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * count;
  const size = tables.reduce((total, t) => total + padded(t.data.length), headerSize);
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  out.setUint32(0, view.getUint32(4)); // the flavour: TrueType or CFF
  out.setUint16(4, count);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, count * 16 - power * 16);
  let offset = headerSize;
  tables.forEach((table, i) => {
    out.setUint32(12 + i * 16, table.tag);
    out.setUint32(16 + i * 16, table.checksum);
    out.setUint32(20 + i * 16, offset);
    out.setUint32(24 + i * 16, table.data.length);
    sfnt.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/** A font file, read once per process; a failed read is tried again next time. */
function fontFile(name: FontName): Promise<Uint8Array> {
  const read =
    files.get(name) ??
    readFile(require.resolve(FILES[name])).then(unwrapWoff, (error: unknown) => {
      files.delete(name);
      throw error;
    });
  files.set(name, read);
  return read;
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
 * instead of 700 kB a weight). Ligatures are off in DejaVu so that each glyph stands for one
 * character and the text copies and searches as written; Noto keeps its shaping on (Devanagari
 * joins letters into conjuncts and moves vowel signs), and each Devanagari run carries its text
 * beside the glyphs (invoice-layout.ts). Noto is embedded only when `devanagari` is asked for, so an
 * English paper is what it always was.
 */
export async function embedInvoiceFonts(pdf: PDFDocument, devanagari = false): Promise<InvoiceFonts> {
  pdf.registerFontkit(parseOnce);
  const latin = { subset: true, features: { liga: false } };
  const face = async (latinFile: FontName, devanagariFile: FontName): Promise<Face> => ({
    latin: await pdf.embedFont(await fontFile(latinFile), latin),
    devanagari: devanagari ? await pdf.embedFont(await fontFile(devanagariFile), { subset: true }) : null,
  });
  return {
    regular: await face('regular', 'devanagariRegular'),
    bold: await face('bold', 'devanagariBold'),
  };
}
