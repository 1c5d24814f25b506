import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';

// Drawing helpers for the invoice page: text that wraps, shrinks or aligns right, and rules. Each
// drawn line is one text run (one drawText), so a reader of the PDF finds each phrase whole.

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 42;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export const INK = rgb(0.11, 0.11, 0.13);
export const MUTED = rgb(0.4, 0.4, 0.44);
export const THEME = rgb(0x14 / 255, 0x53 / 255, 0x2d / 255);
export const RULE = rgb(0.8, 0.81, 0.83);
export const SHADE = rgb(0.94, 0.96, 0.94);

export type Style = { font: PDFFont; size: number; color?: ReturnType<typeof rgb> };

const ELLIPSIS = '…';

// Measuring lays the text out with fontkit, which is slow; wrapping measures the same words often.
const unitWidths = new WeakMap<PDFFont, Map<string, number>>();

/** The width of `text` at `size`: its width at size 1, measured once per font, times the size. */
export function widthAt(font: PDFFont, text: string, size: number): number {
  const widths = unitWidths.get(font) ?? new Map<string, number>();
  unitWidths.set(font, widths);
  const unit = widths.get(text) ?? font.widthOfTextAtSize(text, 1);
  widths.set(text, unit);
  return unit * size;
}

const widthOf = (text: string, style: Style) => widthAt(style.font, text, style.size);

/** A word too wide for a line, cut into pieces that fit (a long unbroken title or address). */
function pieces(word: string, style: Style, width: number): string[] {
  if (widthOf(word, style) <= width) return [word];
  const out: string[] = [];
  let piece = '';
  for (const char of word) {
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
  let cut = line;
  while (cut && widthOf(cut + ELLIPSIS, style) > width) cut = cut.slice(0, -1);
  return cut.trimEnd() + ELLIPSIS;
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

/** One line of text with its baseline at `y`. */
export function drawLine(page: PDFPage, text: string, x: number, y: number, style: Style): void {
  page.drawText(text, { x, y, font: style.font, size: style.size, color: style.color ?? INK });
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
