import {
  beginText,
  endText,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  rotateAndSkewTextDegreesAndTranslate,
  setFillingColor,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import type { Face } from './invoice-fonts.ts';

// Drawing helpers for the invoice page: text that wraps, shrinks or aligns right, and rules. Each
// drawn line is one text object, so a reader of the PDF finds each phrase whole. A line with
// Devanagari in it is drawn in runs, Devanagari in Noto and the rest (Latin, digits, ₹,
// punctuation) in DejaVu, one after the other in that one text object; widths are measured per run.

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 42;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export const INK = rgb(0.11, 0.11, 0.13);
export const MUTED = rgb(0.4, 0.4, 0.44);
export const THEME = rgb(0x14 / 255, 0x53 / 255, 0x2d / 255);
export const RULE = rgb(0.8, 0.81, 0.83);
export const SHADE = rgb(0.94, 0.96, 0.94);

export type Style = { font: Face; size: number; color?: ReturnType<typeof rgb> };

const ELLIPSIS = '…';

// The Devanagari blocks (with its extensions, and the joiners that shape it); spaces between two
// Devanagari words stay in their run, so a Hindi phrase is drawn and read back whole.
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF]/;
const DEVANAGARI_RUN =
  /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D]+(?:[ \u00A0]+[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D]+)*/g;

/** Whether `text` has any Devanagari: then the paper needs Noto Sans Devanagari. */
export const hasDevanagari = (text: string) => DEVANAGARI.test(text);

type Run = { text: string; font: PDFFont; devanagari: boolean };

/** `text` cut into runs by script: one DejaVu run for a line without Devanagari (or no Noto). */
function runsOf(text: string, face: Face): Run[] {
  if (!face.devanagari || !DEVANAGARI.test(text)) return [{ text, font: face.latin, devanagari: false }];
  const runs: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(DEVANAGARI_RUN)) {
    if (match.index > at)
      runs.push({ text: text.slice(at, match.index), font: face.latin, devanagari: false });
    runs.push({ text: match[0], font: face.devanagari, devanagari: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), font: face.latin, devanagari: false });
  return runs;
}

// Measuring lays the text out with fontkit, which is slow; wrapping measures the same words often.
const unitWidths = new WeakMap<PDFFont, Map<string, number>>();

function unitWidth(font: PDFFont, text: string): number {
  const widths = unitWidths.get(font) ?? new Map<string, number>();
  unitWidths.set(font, widths);
  const unit = widths.get(text) ?? font.widthOfTextAtSize(text, 1);
  widths.set(text, unit);
  return unit;
}

/**
 * The width of `text` at `size`: each run's width at size 1, measured once per font, times the
 * size (pdf-lib draws each glyph at its advance, with no kerning, so runs add up).
 */
export function widthAt(face: Face, text: string, size: number): number {
  return runsOf(text, face).reduce((width, run) => width + unitWidth(run.font, run.text), 0) * size;
}

const widthOf = (text: string, style: Style) => widthAt(style.font, text, style.size);

// A Devanagari word breaks only between syllables (a conjunct with its vowel signs stays whole).
const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });
const unitsOf = (text: string) =>
  DEVANAGARI.test(text) ? Array.from(graphemes.segment(text), (s) => s.segment) : [...text];

/** A word too wide for a line, cut into pieces that fit (a long unbroken title or address). */
function pieces(word: string, style: Style, width: number): string[] {
  if (widthOf(word, style) <= width) return [word];
  const out: string[] = [];
  let piece = '';
  for (const char of unitsOf(word)) {
    if (piece && widthOf(piece + char, style) > width) {
      out.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...out, piece] : out;
}

/** The last line shortened to end in '…' within `width`. */
function ellipsised(line: string, style: Style, width: number): string {
  const units = unitsOf(line);
  while (units.length > 0 && widthOf(units.join('') + ELLIPSIS, style) > width) units.pop();
  return units.join('').trimEnd() + ELLIPSIS;
}

/** Greedy word wrap into lines at most `width` wide; past `maxLines` the last line ends in '…'. */
export function wrapText(text: string, style: Style, width: number, maxLines = Number.POSITIVE_INFINITY) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (const piece of pieces(word, style, width)) {
      const candidate = line ? `${line} ${piece}` : piece;
      if (line && widthOf(candidate, style) > width) {
        lines.push(line);
        line = piece;
      } else line = candidate;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsised(`${kept[maxLines - 1]} ${lines[maxLines]}`, style, width);
  return kept;
}

/** The largest size, from `style.size` down to `min`, at which `text` fits `width`. */
export function fittingSize(text: string, style: Style, width: number, min = 6): number {
  let size = style.size;
  while (size > min && widthAt(style.font, text, size) > width) size -= 0.25;
  return size;
}

// Each page names each font once in its resources, however many lines use it.
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
function fontKey(page: PDFPage, font: PDFFont): PDFName {
  const keys = fontKeys.get(page) ?? new Map<PDFFont, PDFName>();
  fontKeys.set(page, keys);
  const key = keys.get(font) ?? page.node.newFontDictionary(font.name, font.ref);
  keys.set(font, key);
  return key;
}

/**
 * Runs drawn one after the other in one text object: each glyph advances the pen by its width, so
 * a run starts where the one before it ends. Shaping draws Devanagari in visual order (a vowel sign
 * before its consonant, a reph after it), so each Devanagari run is a marked-content span whose
 * ActualText is the text as written: copying or searching the PDF finds the words.
 */
function drawRuns(page: PDFPage, runs: Run[], x: number, y: number, style: Style): void {
  const operators: PDFOperator[] = [
    pushGraphicsState(),
    beginText(),
    setFillingColor(style.color ?? INK),
    rotateAndSkewTextDegreesAndTranslate(0, 0, 0, x, y),
  ];
  let font: PDFFont | undefined;
  for (const run of runs) {
    if (run.font !== font) operators.push(setFontAndSize(fontKey(page, run.font), style.size));
    font = run.font;
    const shown = showText(run.font.encodeText(run.text));
    if (!run.devanagari) operators.push(shown);
    else {
      // The property list inline: `<< /ActualText <FEFF…> >>` (UTF-16, as PDF text strings are).
      const properties = `<< /ActualText ${PDFHexString.fromText(run.text)} >>`;
      operators.push(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), properties]),
        shown,
        PDFOperator.of(PDFOperatorNames.EndMarkedContent),
      );
    }
  }
  page.pushOperators(...operators, endText(), popGraphicsState());
}

/** One line of text with its baseline at `y`. */
export function drawLine(page: PDFPage, text: string, x: number, y: number, style: Style): void {
  const runs = runsOf(text, style.font);
  const [only] = runs;
  if (runs.length === 1 && only && !only.devanagari)
    page.drawText(text, { x, y, font: only.font, size: style.size, color: style.color ?? INK });
  else drawRuns(page, runs, x, y, style);
}

/** One line of text ending at `right`, shrunk (not cut) when wider than `width`. */
export function drawRight(page: PDFPage, text: string, right: number, y: number, style: Style, width = 1e9) {
  const size = fittingSize(text, style, width);
  drawLine(page, text, right - widthAt(style.font, text, size), y, { ...style, size });
}

/**
 * A paragraph whose first baseline sits `style.size` below `top`; answers the y below its last
 * line. Lines are 1.35 times the size apart.
 */
export function drawParagraph(
  page: PDFPage,
  text: string,
  at: { x: number; top: number; width: number; maxLines?: number },
  style: Style,
): number {
  const leading = style.size * 1.35;
  let y = at.top - style.size;
  for (const line of wrapText(text, style, at.width, at.maxLines)) {
    drawLine(page, line, at.x, y, style);
    y -= leading;
  }
  return y + leading - style.size * 0.45;
}

/** A horizontal rule across the content. */
export function drawRule(page: PDFPage, y: number, color = RULE, thickness = 0.6): void {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + CONTENT_WIDTH, y },
    thickness,
    color,
  });
}
