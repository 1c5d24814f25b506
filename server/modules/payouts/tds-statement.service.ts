import { paiseToRupees } from '../../../domain/money.ts';
import { maskedPan } from '../../../domain/rules/identity-documents.ts';
import { tdsDeductions, totalAmounts } from '../../../domain/rules/payouts/earnings-summary.ts';
import { indiaDateOf } from '../../../domain/rules/payouts/financial-year.ts';
import type { AppDeps } from '../../app-deps.ts';
import * as repo from './earnings.repository.ts';
import { payoutsOfYear, yearAsked } from './earnings.service.ts';

type Deps = Pick<AppDeps, 'db'>;

/** What the statement is, in its own words (decision 95): a working statement, not the certificate. */
const ABOUT = [
  'Statement of income-tax deducted at source (TDS) under section 194-O of the Income-tax Act, 1961, ' +
    'by Basera as the e-commerce operator, at 0.1% of the gross amount of each stay.',
  'This is not Form 16A. The TDS certificate is issued from TRACES each quarter after Basera files its ' +
    'TDS return; check the credit in your Form 26AS or Annual Information Statement.',
];

const COLUMNS = [
  'Credited on',
  'Booking',
  'Property',
  'Check-in',
  'Check-out',
  'Gross amount (Rs)',
  'TDS rate',
  'TDS deducted (Rs)',
  'Payout status',
];

/** A CSV field: quoted when it must be; a leading =, +, - or @ made inert for spreadsheets. */
function field(value: string): string {
  const inert = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}
const line = (values: readonly string[]) => values.map(field).join(',');

/**
 * GET /api/owner/earnings/tds-statement.csv: the year's deductions from the host's payouts, one line
 * per stay credited by now, with their totals, the host's name and masked PAN.
 */
export async function tdsStatementOf(
  deps: Deps,
  hostId: string,
  label: string | undefined,
  now = new Date(),
) {
  const year = yearAsked(label, now);
  const [rows, deductee] = await Promise.all([
    payoutsOfYear(deps, hostId, year),
    repo.deducteeOf(deps.db, hostId),
  ]);
  const deducted = tdsDeductions(
    rows.map((row) => ({ ...row, ...row.payout })),
    now,
  );
  const totals = totalAmounts(deducted);
  const name = [deductee?.firstName, deductee?.lastName].filter(Boolean).join(' ');
  const csv = [
    ...ABOUT.map((text) => line([text])),
    line(['Financial year', year.label]),
    line(['Deductor', 'Basera (e-commerce operator); its TAN is on Form 16A']),
    line(['Deductee', name]),
    line(['PAN', deductee?.panNumber ? maskedPan(deductee.panNumber) : 'Not on record']),
    line(['Prepared on', indiaDateOf(now)]),
    '',
    line(COLUMNS),
    ...deducted.map((row) =>
      line([
        indiaDateOf(row.releaseAt),
        row.bookingId,
        row.propertyTitle,
        row.checkInDate,
        row.checkOutDate,
        paiseToRupees(row.grossPaise),
        '0.1%',
        paiseToRupees(row.tdsPaise),
        row.status,
      ]),
    ),
    line(['Total', '', '', '', '', paiseToRupees(totals.grossPaise), '', paiseToRupees(totals.tdsPaise), '']),
  ].join('\r\n');
  return { fileName: `basera-tds-194o-${year.label}.csv`, csv: `\uFEFF${csv}\r\n` };
}
