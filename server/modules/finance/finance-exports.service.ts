import { addPaise, type Paise, paiseToRupees, subtractPaise, ZERO_PAISE } from '../../../domain/money.ts';
import type { PayoutMonth } from '../../../domain/rules/finance/payout-history.ts';
import type { AppDeps } from '../../app-deps.ts';
import { csvText } from './csv-text.ts';
import { monthOf, payoutMonths } from './finance.service.ts';

// The month's TCS by host GSTIN (for GSTR-8) and TDS by host PAN, as CSV (decision 94). Each figure
// is the change the month's events made to the payouts (supplies less returns), so the months add up
// to what was withheld.

type Deps = Pick<AppDeps, 'db'>;
const rupees = (amount: Paise) => ({ amount: paiseToRupees(amount) });

/** Sums the payouts' parts per key (a GSTIN, a PAN), keeping the first row's other columns. */
function grouped<Row extends { part: PayoutMonth }>(rows: Row[], keyOf: (row: Row) => string | null) {
  const groups = new Map<string, { first: Row; parts: PayoutMonth[] }>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!key) continue;
    const group = groups.get(key) ?? { first: row, parts: [] };
    group.parts.push(row.part);
    groups.set(key, group);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}
const sum = (parts: PayoutMonth[], pick: (part: PayoutMonth) => Paise) =>
  addPaise(ZERO_PAISE, ...parts.map(pick));

export const TCS_HEADER = [
  'GSTIN of supplier',
  'State',
  'Gross value of supplies (₹)',
  'Value of supplies returned (₹)',
  'Net value of supplies (₹)',
  'CGST TCS (₹)',
  'SGST/UTGST TCS (₹)',
];

/** GET /api/admin/finance/tcs.csv: one row per registered host's GSTIN with supplies in the month. */
export async function tcsCsv(deps: Deps, month: string | undefined, now = new Date()) {
  const rows = await payoutMonths(deps.db, monthOf(month, now));
  const lines = grouped(rows, (row) => row.hostGstin)
    .map(([gstin, { first, parts }]) => {
      const supplied = sum(parts, (part) => part.suppliedPaise);
      const returned = sum(parts, (part) => part.returnedPaise);
      // Each TCS is two equal halves (0.25% CGST + 0.25% SGST or UTGST), each rounded on its own.
      const half = (sum(parts, (part) => part.change.tcsPaise) / 2) as Paise;
      return { gstin, state: first.state ?? '', supplied, returned, half };
    })
    .filter((line) => line.supplied !== 0 || line.returned !== 0 || line.half !== 0)
    .map((line) => [
      line.gstin,
      line.state,
      rupees(line.supplied),
      rupees(line.returned),
      rupees(subtractPaise(line.supplied, line.returned)),
      rupees(line.half),
      rupees(line.half),
    ]);
  return csvText(TCS_HEADER, lines);
}

export const TDS_HEADER = ['PAN of host', 'Name', 'Gross amount (₹)', 'TDS under section 194-O (₹)'];

/** GET /api/admin/finance/tds.csv: one row per host PAN whose gross or TDS changed in the month. */
export async function tdsCsv(deps: Deps, month: string | undefined, now = new Date()) {
  const rows = await payoutMonths(deps.db, monthOf(month, now));
  const lines = grouped(rows, (row) => row.hostPan)
    .map(([pan, { first, parts }]) => ({
      pan,
      name: first.hostName,
      gross: sum(parts, (part) => part.change.grossPaise),
      tds: sum(parts, (part) => part.change.tdsPaise),
    }))
    .filter((line) => line.gross !== 0 || line.tds !== 0)
    .map((line) => [line.pan, line.name, rupees(line.gross), rupees(line.tds)]);
  return csvText(TDS_HEADER, lines);
}
