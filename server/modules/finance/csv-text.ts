// CSV as spreadsheets and accountants' tools read it (RFC 4180): one header row, CRLF line ends, a
// field quoted when it holds a comma, a quote or a line break. A text field that a spreadsheet would
// take for a formula (=, +, -, @, a tab or a carriage return first) is prefixed with an apostrophe
// (OWASP's advice on CSV injection); amounts are written by Basera and passed as numbers.

export type CsvCell = string | { amount: string };

const FORMULA_START = /^[=+\-@\t\r]/;

function fieldOf(cell: CsvCell): string {
  const text = typeof cell === 'string' ? (FORMULA_START.test(cell) ? `'${cell}` : cell) : cell.amount;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows under the header, as CSV text. */
export function csvText(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((row) => `${row.map(fieldOf).join(',')}\r\n`).join('');
}
