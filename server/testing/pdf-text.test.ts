import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseToUnicode, pdfText } from './pdf-text.ts';

describe('pdfText: the text drawn on a PDF, read back with pdf-lib', () => {
  it('reads a ToUnicode CMap’s single codes and both kinds of range', () => {
    const cmap = [
      '2 beginbfchar\n<0003> <0041>\n<0004> <20B9>\nendbfchar',
      '2 beginbfrange\n<0010> <0012> <0061>\n<0020> <0021> [<0066006C> <0058>]\nendbfrange',
    ].join('\n');
    expect(Object.fromEntries(parseToUnicode(cmap))).toEqual({
      3: 'A',
      4: '₹',
      16: 'a',
      17: 'b',
      18: 'c',
      32: 'fl',
      33: 'X',
    });
  });

  it('reads a standard font’s text, a line per drawn line, in drawing order', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage();
    page.drawText('Second (drawn first)', { x: 50, y: 100, font, size: 12 });
    page.drawText('Two\nlines', { x: 50, y: 700, font, size: 12 });
    expect(await pdfText(await pdf.save())).toBe('Second (drawn first)\nTwo\nlines\n');
  });
});
