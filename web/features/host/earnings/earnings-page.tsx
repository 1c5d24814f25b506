import { Download } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import { FINANCIAL_YEAR_PATTERN } from '../../../../domain/rules/payouts/financial-year.ts';
import type { EarningsAnswer } from '../../../../domain/schemas/earnings.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/class-names.ts';
import { tdsStatementUrl, useEarnings } from '../api/earnings.ts';
import { EarningsFigures, EarningsTotals, payoutAccountLink } from './earnings-figures.tsx';
import { financialYearText } from './earnings-labels.ts';
import { EarningsStays } from './earnings-stays.tsx';

/** The year in the address (?fy=2026-27), so a reload or a shared link keeps it; else the server's current one. */
const yearIn = (search: string) => {
  const fy = new URLSearchParams(search).get('fy') ?? undefined;
  return fy && FINANCIAL_YEAR_PATTERN.test(fy) ? fy : undefined;
};

function YearPicker({ earnings }: { earnings: EarningsAnswer }) {
  const id = useId();
  const [pathname, navigate] = useLocation();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {m.host_financial_year_label()}
      </label>
      <select
        id={id}
        value={earnings.financialYear.label}
        onChange={(event) => navigate(`${pathname}?fy=${event.target.value}`, { replace: true })}
        className={cn(inputClasses, 'w-full pr-8 sm:w-auto')}
      >
        {earnings.years.map((year) => (
          <option key={year} value={year}>
            {financialYearText(year)}
          </option>
        ))}
      </select>
    </div>
  );
}

function EarningsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only" role="status">
        {m.host_earnings_loading()}
      </span>
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-3 rounded-2xl border border-line bg-surface p-5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-7 w-2/3" />
          </div>
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

function EarningsBody({ earnings }: { earnings: EarningsAnswer }) {
  const year = earnings.financialYear.label;
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <YearPicker earnings={earnings} />
        <a
          href={tdsStatementUrl(year)}
          download
          className={buttonClasses('outline', 'md', 'self-start sm:self-auto')}
        >
          <Download className="size-4" aria-hidden="true" />
          <RichText
            text={m.host_download_tds({ year })}
            tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
          />
        </a>
      </div>
      <EarningsFigures earnings={earnings} />
      <section aria-labelledby="earnings-stays">
        <h2 id="earnings-stays" className="mb-3 text-xl font-semibold text-fg">
          {m.host_stays_heading()}
        </h2>
        <EarningsStays stays={earnings.stays} />
      </section>
      <section aria-labelledby="earnings-totals" className="max-w-xl">
        <h2 id="earnings-totals" className="mb-3 text-xl font-semibold text-fg">
          {m.host_totals_heading({ year })}
        </h2>
        <EarningsTotals totals={earnings.totals} />
        <p className="mt-3 text-sm text-fg-muted">{m.host_tds_note()}</p>
      </section>
    </div>
  );
}

/** /owner/earnings (issue 25 §5): the year's payouts, what is upcoming, on hold and paid, and each stay's breakdown. */
export function EarningsPage() {
  const earnings = useEarnings(yearIn(useSearch()));
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{m.host_earnings_title()}</h1>
      <p className="mt-1 mb-8 max-w-prose text-fg-muted">
        <RichText text={m.host_earnings_intro()} tags={{ link: payoutAccountLink }} />
      </p>
      {earnings.isPending ? (
        <EarningsSkeleton />
      ) : earnings.isError ? (
        <LoadError
          message={m.host_load_error_your_earnings()}
          retrying={earnings.isFetching}
          onRetry={() => earnings.refetch()}
        />
      ) : (
        <EarningsBody earnings={earnings.data} />
      )}
    </section>
  );
}
