import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '../domain/rules/language/languages.ts';
import { renderInvoicePdf } from '../server/modules/invoices/invoice-pdf.ts';
import { SAMPLE_INVOICES } from '../server/testing/invoice-test-cases.ts';

// Renders the sample invoices and credit notes (server/testing/invoice-test-cases.ts) to PDF and,
// with Debian's poppler-utils (pdftoppm), to PNG, to look at the layout, in each language (a Hindi
// paper's files end in -hi):
//   npx tsx scripts/render-sample-invoices.ts [folder]   (default /tmp/invoice-shots)

const folder = path.resolve(process.argv[2] ?? '/tmp/invoice-shots');
mkdirSync(folder, { recursive: true });
for (const language of languages) {
  for (const [sample, doc] of Object.entries(SAMPLE_INVOICES)) {
    const name = language === 'en' ? sample : `${sample}-${language}`;
    const file = path.join(folder, `${name}.pdf`);
    writeFileSync(file, await renderInvoicePdf(doc, language));
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(folder, name)]);
    console.log(`${file} and ${name}.png`);
  }
}
