import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { Language } from '../../../domain/rules/language/languages.ts';
import { type InvoiceDocument, type InvoiceFields, invoiceFields } from './invoice-fields.ts';
import { embedInvoiceFonts, type InvoiceFonts } from './invoice-fonts.ts';
import {
  A4,
  CONTENT_WIDTH,
  drawLine,
  drawParagraph,
  drawRight,
  drawRule,
  hasDevanagari,
  MARGIN,
  MUTED,
  SHADE,
  THEME,
  wrapText,
} from './invoice-layout.ts';
import { drawLinesTable, drawTotals } from './invoice-table.ts';

// A tax invoice or credit note as one A4 page (issue 24 §4, decision 89): the fields of CGST Rule 46
// (Rule 53(1A) for a credit note) from invoice-fields.ts, drawn top to bottom, in the language of
// its recipient (the guest: every invoice and credit note of a booking is addressed to its guest).

export type { InvoiceDocument } from './invoice-fields.ts';

const RIGHT = MARGIN + CONTENT_WIDTH;
const GUTTER = 24;
const HALF = (CONTENT_WIDTH - GUTTER) / 2;

type Draw = { page: PDFPage; fonts: InvoiceFonts; fields: InvoiceFields };

function drawHeading({ page, fonts, fields }: Draw, top: number): number {
  drawLine(page, fields.title, MARGIN, top - 20, { font: fonts.bold, size: 20, color: THEME });
  let left = top - 26;
  if (fields.copy) {
    drawLine(page, fields.copy, MARGIN, top - 34, { font: fonts.regular, size: 8, color: MUTED });
    left = top - 34;
  }
  if (fields.against) {
    // Up to the facts' labels at the right, so that it reads on one line.
    const width = CONTENT_WIDTH - 220;
    left = drawParagraph(
      page,
      fields.against,
      { x: MARGIN, top: left - 6, width },
      { font: fonts.bold, size: 9 },
    );
  }
  let right = top - 4;
  for (const [label, value] of fields.facts) {
    drawLine(page, label, RIGHT - 210, right - 8.5, { font: fonts.regular, size: 8, color: MUTED });
    drawRight(page, value, RIGHT, right - 8.5, { font: fonts.bold, size: 9 }, 120);
    right -= 14;
  }
  return Math.min(left, right) - 10;
}

/** A party's block: a label, the name in bold, then its lines; answers the y below it. */
function drawParty(
  { page, fonts }: Draw,
  x: number,
  top: number,
  party: { label: string; name: string; lines: { text: string; maxLines: number }[] },
): number {
  drawLine(page, party.label, x, top - 8, { font: fonts.bold, size: 7.5, color: THEME });
  const name = { font: fonts.bold, size: 10 };
  let y = drawParagraph(page, party.name, { x, top: top - 13, width: HALF, maxLines: 3 }, name);
  for (const { text, maxLines } of party.lines) {
    y = drawParagraph(
      page,
      text,
      { x, top: y - 2, width: HALF, maxLines },
      { font: fonts.regular, size: 8.5 },
    );
  }
  return y;
}

// An address may take five lines, a state with its code or a GSTIN two; past that a line ends in '…'.
const asLines = (texts: string[], maxLines = 2) => texts.map((text) => ({ text, maxLines }));

function drawParties(draw: Draw, top: number): number {
  const { supplier, recipient } = draw.fields;
  const left = drawParty(draw, MARGIN, top, {
    label: supplier.label,
    name: supplier.name,
    lines: [...asLines([supplier.address], 5), ...asLines(supplier.facts)],
  });
  const right = drawParty(draw, MARGIN + HALF + GUTTER, top, {
    label: recipient.label,
    name: recipient.name,
    lines: asLines(recipient.facts),
  });
  return Math.min(left, right) - 10;
}

function drawSupply({ page, fonts, fields }: Draw, top: number): number {
  let y = top;
  for (const [label, value] of fields.supply) {
    drawLine(page, label, MARGIN, y - 8.5, { font: fonts.regular, size: 8, color: MUTED });
    y = drawParagraph(
      page,
      value,
      { x: MARGIN + 96, top: y, width: CONTENT_WIDTH - 96, maxLines: 3 },
      {
        font: fonts.regular,
        size: 8.5,
      },
    );
    y -= 3;
  }
  return y - 8;
}

/** The total in words beside the totals (at the left), then the declarations in a shaded band. */
function drawWordsAndDeclarations({ page, fonts, fields }: Draw, top: number, totalsBottom: number): number {
  const [label, inWords] = fields.words;
  drawLine(page, label, MARGIN, top - 22, { font: fonts.regular, size: 8, color: MUTED });
  const words = drawParagraph(
    page,
    inWords,
    { x: MARGIN, top: top - 26, width: CONTENT_WIDTH - 240 },
    {
      font: fonts.bold,
      size: 9,
    },
  );
  const bandTop = Math.min(words, totalsBottom) - 12;
  const height = fields.declarations.length * 13 + 8;
  page.drawRectangle({ x: MARGIN, y: bandTop - height, width: CONTENT_WIDTH, height, color: SHADE });
  fields.declarations.forEach((line, i) => {
    drawLine(page, line, MARGIN + 8, bandTop - 14 - i * 13, { font: fonts.regular, size: 8.5 });
  });
  return bandTop - height;
}

function drawSignature({ page, fonts, fields }: Draw, top: number): void {
  const { forSupplier, title, note } = fields.signature;
  const bold = { font: fonts.bold, size: 9 };
  let y = top - 24;
  for (const line of wrapText(forSupplier, bold, 240, 3)) {
    drawRight(page, line, RIGHT, y, bold);
    y -= 12;
  }
  y -= 28;
  page.drawLine({
    start: { x: RIGHT - 150, y: y + 12 },
    end: { x: RIGHT, y: y + 12 },
    thickness: 0.6,
    color: MUTED,
  });
  drawRight(page, title, RIGHT, y, { font: fonts.regular, size: 8.5 });
  drawLine(page, note, MARGIN, y, { font: fonts.regular, size: 7.5, color: MUTED });
}

function drawFooter({ page, fonts, fields }: Draw): void {
  drawRule(page, MARGIN + 12);
  const style = { font: fonts.regular, size: 7, color: MUTED };
  drawLine(page, fields.footer.booking, MARGIN, MARGIN, style);
  drawRight(page, fields.footer.page, RIGHT, MARGIN, style);
}

/**
 * The invoice or credit note as a PDF in `language` (its recipient's): one A4 page, fonts embedded
 * as subsets.
 */
export async function renderInvoicePdf(doc: InvoiceDocument, language: Language): Promise<Uint8Array> {
  // No automatic metadata: the same document renders to the same bytes.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fields = invoiceFields(doc, language);
  const issued = new Date(`${doc.issuedOn}T00:00:00+05:30`);
  pdf.setTitle(fields.meta.title);
  pdf.setAuthor(doc.supplier.name);
  pdf.setSubject(fields.meta.subject);
  pdf.setCreator('Basera');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const draw: Draw = {
    page: pdf.addPage([A4.width, A4.height]),
    // Noto Sans Devanagari goes in only when something on the paper is written in Devanagari: the
    // Hindi words, or a name or title typed in Hindi on an English paper.
    fonts: await embedInvoiceFonts(pdf, hasDevanagari(JSON.stringify(fields))),
    fields,
  };

  let y = drawHeading(draw, A4.height - MARGIN);
  drawRule(draw.page, y, THEME, 1);
  y = drawParties(draw, y - 10);
  drawRule(draw.page, y);
  y = drawSupply(draw, y - 8);
  y = drawLinesTable(draw.page, draw.fonts, fields, y);
  const totalsBottom = drawTotals(draw.page, draw.fonts, fields, y);
  y = drawWordsAndDeclarations(draw, y, totalsBottom);
  drawSignature(draw, y);
  drawFooter(draw);
  return pdf.save();
}
