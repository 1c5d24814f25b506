import { paiseToRupees } from '../../../domain/money.ts';
import { earningsSummary } from '../../../domain/rules/payouts/earnings-summary.ts';
import {
  currentFinancialYear,
  type FinancialYear,
  financialYear,
  financialYearOfDate,
  indiaDateOf,
  indiaMidnight,
} from '../../../domain/rules/payouts/financial-year.ts';
import { addDays } from '../../../domain/rules/stay-dates.ts';
import type { EarningsAnswer } from '../../../domain/schemas/earnings.ts';
import type { AppDeps } from '../../app-deps.ts';
import * as repo from './earnings.repository.ts';

type Deps = Pick<AppDeps, 'db'>;

/** The year asked for (the schema checked the label), else the current one in India. */
export const yearAsked = (label: string | undefined, now: Date): FinancialYear =>
  (label && financialYear(label)) || currentFinancialYear(now);

/** The host's payouts due within the financial year, with their stays. */
export function payoutsOfYear({ db }: Deps, hostId: string, year: FinancialYear) {
  return repo.payoutsDueBetween(db, hostId, indiaMidnight(year.firstDay), indiaMidnight(year.nextFirstDay));
}

/**
 * GET /api/owner/earnings (issue 25 §5): the host's payouts due in the financial year (their release
 * time on India's calendar), their nets by where they stand, the year's totals and each stay's
 * breakdown, all read from the payout rows (decision 95).
 */
export async function earningsOf(
  deps: Deps,
  hostId: string,
  label: string | undefined,
  now = new Date(),
): Promise<EarningsAnswer> {
  const year = yearAsked(label, now);
  const [rows, releaseTimes] = await Promise.all([
    payoutsOfYear(deps, hostId, year),
    repo.releaseTimesOfHost(deps.db, hostId),
  ]);
  const years = new Set([currentFinancialYear(now).label, year.label]);
  for (const at of releaseTimes) years.add(financialYearOfDate(indiaDateOf(at)).label);
  return {
    financialYear: { label: year.label, firstDay: year.firstDay, lastDay: addDays(year.nextFirstDay, -1) },
    years: [...years].sort().reverse(),
    ...earningsSummary(rows.map((row) => row.payout)),
    stays: rows.map(({ payout, propertyTitle, checkInDate, checkOutDate }) => ({
      payoutId: payout.id,
      bookingId: payout.bookingId,
      propertyTitle,
      checkInDate,
      checkOutDate,
      releaseAt: payout.releaseAt.toISOString(),
      status: payout.status,
      grossPaise: payout.grossPaise,
      gstPassedPaise: payout.gstPassedPaise,
      commissionPaise: payout.commissionPaise,
      commissionGstPaise: payout.commissionGstPaise,
      tdsPaise: payout.tdsPaise,
      tcsPaise: payout.tcsPaise,
      netPaise: payout.netPaise,
    })),
  };
}

/**
 * The owner dashboard's "Earnings this month" (GET /api/owner/stats): the nets of the payouts of
 * stays checking in within the month, as rupees: the same rows the earnings page adds up.
 */
export async function hostNetOfCheckIns(
  { db }: Deps,
  hostId: string,
  month: { firstDay: string; nextFirstDay: string },
): Promise<string> {
  return paiseToRupees(await repo.netOfCheckInsBetween(db, hostId, month.firstDay, month.nextFirstDay));
}
