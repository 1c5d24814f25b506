import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text.ts';

describe('csvText', () => {
  it('writes a header and rows with CRLF line ends, amounts as given', () => {
    expect(csvText(['PAN', 'TDS'], [['ABCDE1234F', { amount: '-12.50' }]])).toBe(
      'PAN,TDS\r\nABCDE1234F,-12.50\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvText(['Name'], [['Verma, Asha'], ['Asha "A" Verma'], ['line\nbreak']])).toBe(
      'Name\r\n"Verma, Asha"\r\n"Asha ""A"" Verma"\r\n"line\nbreak"\r\n',
    );
  });

  it('keeps a spreadsheet from reading a name as a formula', () => {
    expect(csvText(['Name'], [['=HYPERLINK("http://x")'], ['+91'], ['-1'], ['@SUM(A1)']])).toBe(
      `Name\r\n"'=HYPERLINK(""http://x"")"\r\n'+91\r\n'-1\r\n'@SUM(A1)\r\n`,
    );
  });
});
