import type { PDFPage } from 'pdf-lib';
import type { InvoiceFields, LineRow } from './invoice-fields.ts';
import type { InvoiceFonts } from './invoice-fonts.ts';
import {
  CONTENT_WIDTH,
  drawLine,
  drawRight,
  drawRule,
  INK,
  MARGIN,
  MUTED,
  SHADE,
  THEME,
  wrapText,
} from './invoice-layout.ts';

// The table of lines (description, SAC, taxable value, rate, CGST, SGST or UTGST, amount) and the
// totals under it. Amounts align right; the description wraps within its column.

const PAD = 5;
type Column = { key: keyof LineRow; width: number; right: boolean; rate?: keyof LineRow };
const FIXED: Column[] = [
  { key: 'sac', width: 42, right: false },
  { key: 'taxableValue', width: 72, right: true },
  { key: 'rate', width: 32, right: true },
  { key: 'cgst', width: 66, right: true, rate: 'cgstRate' },
  { key: 'stateTax', width: 66, right: true, rate: 'stateTaxRate' },
  { key: 'total', width: 78, right: true },
];
const DESCRIPTION: Column = {
  key: 'description',
  width: CONTENT_WIDTH - FIXED.reduce((w, c) => w + c.width, 0),
  right: false,
};
const COLUMNS = [DESCRIPTION, ...FIXED];

/** Each column's left edge. */
const LEFTS = COLUMNS.reduce<number[]>((lefts, _c, i) => {
  lefts.push(i === 0 ? MARGIN : lefts[i - 1]! + COLUMNS[i - 1]!.width);
  return lefts;
}, []);

const SIZE = 8;
const LEADING = SIZE * 1.35;
const MAX_DESCRIPTION_LINES = 5;

function drawCell(page: PDFPage, fonts: InvoiceFonts, text: string, i: number, y: number, muted = false) {
  const column = COLUMNS[i]!;
  const style = { font: fonts.regular, size: muted ? SIZE - 1 : SIZE, color: muted ? MUTED : INK };
  const inner = column.width - 2 * PAD;
  if (column.right) drawRight(page, text, LEFTS[i]! + column.width - PAD, y, style, inner);
  else drawLine(page, text, LEFTS[i]! + PAD, y, style);
}

function drawHeader(page: PDFPage, fonts: InvoiceFonts, fields: InvoiceFields, top: number): number {
  const height = 18;
  page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, color: SHADE });
  const style = { font: fonts.bold, size: 7.5, color: THEME };
  fields.columns.forEach((label, i) => {
    const column = COLUMNS[i]!;
    const y = top - 12;
    if (column.right) drawRight(page, label, LEFTS[i]! + column.width - PAD, y, style);
    else drawLine(page, label, LEFTS[i]! + PAD, y, style);
  });
  return top - height;
}

/** The table from `top` down; answers the y of its bottom rule. */
export function drawLinesTable(
  page: PDFPage,
  fonts: InvoiceFonts,
  fields: InvoiceFields,
  top: number,
): number {
  let y = drawHeader(page, fonts, fields, top);
  const descriptionStyle = { font: fonts.regular, size: SIZE };
  for (const row of fields.rows) {
    const first = y - PAD - SIZE;
    const description = wrapText(
      row.description,
      descriptionStyle,
      DESCRIPTION.width - 2 * PAD,
      MAX_DESCRIPTION_LINES,
    );
    for (const [n, line] of description.entries())
      drawLine(page, line, MARGIN + PAD, first - n * LEADING, descriptionStyle);
    FIXED.forEach((column, n) => {
      drawCell(page, fonts, row[column.key], n + 1, first);
      if (column.rate) drawCell(page, fonts, `@ ${row[column.rate]}`, n + 1, first - LEADING, true);
    });
    y = first - (Math.max(description.length, 2) - 1) * LEADING - PAD - 2;
    drawRule(page, y);
  }
  return y;
}

/** The totals at the right under the table, the total last and bold; answers the y below them. */
export function drawTotals(page: PDFPage, fonts: InvoiceFonts, fields: InvoiceFields, top: number): number {
  const right = MARGIN + CONTENT_WIDTH - PAD;
  const left = right - 210;
  const style = { font: fonts.regular, size: 8.5 };
  let y = top - 14;
  for (const [label, value] of fields.totals) {
    drawLine(page, label, left, y, { ...style, color: MUTED });
    drawRight(page, value, right, y, style);
    y -= 13;
  }
  page.drawLine({ start: { x: left, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.8, color: INK });
  y -= 6;
  const bold = { font: fonts.bold, size: 10.5 };
  drawLine(page, fields.total[0], left, y, bold);
  drawRight(page, fields.total[1], right, y, bold, 150);
  return y - 8;
}
