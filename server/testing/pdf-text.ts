import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  type PDFStream,
} from 'pdf-lib';

// The text drawn on a PDF's pages, read back with pdf-lib alone: each page's content streams are
// decoded and their text operators (Tj, TJ, ', ") are mapped to characters through each font's
// ToUnicode CMap (pdf-lib writes one for every embedded font: glyph id -> Unicode). A font without
// one is read as single bytes (pdf-lib's standard fonts, WinAnsi, the same as Latin-1 for ASCII).
// Each text object and each line move (T*, Td, TD, Tm, ') starts a new line. A marked-content span
// with an ActualText (Devanagari, whose shaped glyphs are in visual order) reads as its ActualText.

type FontMap = { bytesPerCode: number; unicode: Map<number, string> | null };

const hexBytes = (hex: string) => {
  const clean = hex.replace(/\s+/g, '');
  const even = clean.length % 2 ? `${clean}0` : clean;
  return Uint8Array.from(even.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
};
const utf16 = (hex: string) => {
  const bytes = hexBytes(hex);
  const units: number[] = [];
  for (let i = 0; i + 1 < bytes.length; i += 2) units.push((bytes[i]! << 8) | bytes[i + 1]!);
  return String.fromCharCode(...units);
};

/** A ToUnicode CMap's bfchar and bfrange entries as code -> text. */
export function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(Number.parseInt(code!, 16), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dest] of block[1]!.matchAll(/<(\w+)>\s*<(\w+)>\s*(<\w+>|\[[^\]]*\])/g)) {
      const first = Number.parseInt(lo!, 16);
      const listed = [...dest!.matchAll(/<(\w+)>/g)].map((m) => utf16(m[1]!));
      for (let code = first; code <= Number.parseInt(hi!, 16); code++) {
        // A list names each code's text; one text is the first code's, the next codes count up from it.
        const text = dest!.startsWith('[')
          ? (listed[code - first] ?? '')
          : listed[0]!.slice(0, -1) +
            String.fromCharCode(listed[0]!.charCodeAt(listed[0]!.length - 1) + code - first);
        map.set(code, text);
      }
    }
  }
  return map;
}

const decoded = (stream: PDFStream) =>
  stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function fontMaps(pdf: PDFDocument, resources: PDFDict | undefined): Map<string, FontMap> {
  const maps = new Map<string, FontMap>();
  const fonts = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    const type0 = font.get(PDFName.of('Subtype'))?.toString() === '/Type0';
    maps.set(name.decodeText(), {
      bytesPerCode: type0 ? 2 : 1,
      unicode: toUnicode instanceof PDFRawStream ? parseToUnicode(latin1(decoded(toUnicode))) : null,
    });
  }
  return maps;
}

/** A literal string's bytes, undoing its backslash escapes. */
function literalBytes(body: string): Uint8Array {
  const out: number[] = [];
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') out.push(body.charCodeAt(i));
    else {
      const next = body[++i]!;
      const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
      if (octal) {
        out.push(Number.parseInt(octal, 8) & 0xff);
        i += octal.length - 1;
      } else if (next in escapes) out.push(escapes[next]!);
      else if (next !== '\n') out.push(next.charCodeAt(0));
    }
  }
  return Uint8Array.from(out);
}

const TOKEN =
  /\s+|%[^\n]*|<<|>>|<([0-9a-fA-F\s]*)>|\(((?:\\[\s\S]|[^\\)])*)\)|\/[^\s/<>[\]()]+|[[\]]|[^\s/<>[\]()]+/g;

/** A string operand as text: UTF-16BE after its byte order mark, else single bytes. */
const textOf = (bytes: Uint8Array) =>
  bytes[0] === 0xfe && bytes[1] === 0xff
    ? utf16(Buffer.from(bytes.subarray(2)).toString('hex'))
    : Buffer.from(bytes).toString('latin1');

/** A BDC's ActualText, when its property list has one. */
function actualTextOf(operands: (string | Uint8Array)[]): string | null {
  const value = operands[operands.indexOf('/ActualText') + 1];
  return operands.includes('/ActualText') && value instanceof Uint8Array ? textOf(value) : null;
}

/** The text of one content stream, a line per text object or line move. */
function streamText(content: string, fonts: Map<string, FontMap>): string[] {
  const lines: string[] = [];
  let line = '';
  let font: FontMap | undefined;
  let operands: (string | Uint8Array)[] = [];
  // The open marked-content sequences, each with its ActualText or null.
  const marked: (string | null)[] = [];
  const newLine = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
  };
  const show = (bytes: Uint8Array) => {
    if (marked.some((text) => text !== null)) return;
    const width = font?.bytesPerCode ?? 1;
    for (let i = 0; i + width <= bytes.length; i += width) {
      const code = width === 2 ? (bytes[i]! << 8) | bytes[i + 1]! : bytes[i]!;
      line += font?.unicode?.get(code) ?? (width === 1 ? String.fromCharCode(code) : '\uFFFD');
    }
  };
  for (const match of content.matchAll(TOKEN)) {
    const [token, hex, literal] = match;
    if (/^\s|^%/.test(token)) continue;
    if (hex !== undefined) operands.push(hexBytes(hex));
    else if (literal !== undefined) operands.push(literalBytes(literal));
    else if (/^[A-Za-z'"*]+$/.test(token)) {
      if (token === 'Tf') font = fonts.get(String(operands.at(-2)).slice(1));
      if (token === 'BDC') marked.push(actualTextOf(operands));
      if (token === 'BMC') marked.push(null);
      if (token === 'EMC') {
        const actual = marked.pop();
        if (typeof actual === 'string' && !marked.some((text) => text !== null)) line += actual;
      }
      if (['ET', 'T*', 'Td', 'TD', 'Tm', "'", '"'].includes(token)) newLine();
      if (['Tj', 'TJ', "'", '"'].includes(token))
        for (const o of operands) if (typeof o !== 'string') show(o);
      operands = [];
    } else operands.push(token);
  }
  newLine();
  return lines;
}

/** The text drawn on every page, in drawing order, one line per drawn line; pages end with '\n'. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages().map((page) => {
    const fonts = fontMaps(pdf, page.node.Resources());
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref as PDFRef) as PDFStream)
        : contents
          ? [contents]
          : [];
    return streams.flatMap((stream) => streamText(latin1(decoded(stream)), fonts)).join('\n');
  });
  return pages.map((text) => `${text}\n`).join('');
}
