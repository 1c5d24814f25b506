import { Download } from 'lucide-react';
import { useState } from 'react';
import { m } from '#i18n/messages.js';
import { thisMonthInIndia } from '../../../../domain/rules/india-month.ts';
import { MONTH_PATTERN } from '../../../../domain/schemas/finance.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { financeExportUrl, useFinance } from '../api/finance.ts';
import { FinanceBreakdown } from './finance-breakdown.tsx';
import { financeFigures, monthName } from './finance-figures.ts';

const thisMonth = () => thisMonthInIndia(new Date()).firstDay.slice(0, 7);

/** /admin/finance: a month's money (GET /api/admin/finance), its exports, and bookings that do not balance. */
export function AdminFinancePage() {
  const [month, setMonth] = useState(thisMonth);
  const finance = useFinance(month);

  return (
    <div className="max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{m.admin_finance_title()}</h1>
          <p className="mt-1 text-sm text-fg-muted">{m.admin_finance_intro({ month: monthName(month) })}</p>
        </div>
        <TextField
          className="w-48"
          label={m.admin_finance_month()}
          type="month"
          value={month}
          max={thisMonth()}
          required
          // A cleared or half-typed month keeps the last one shown.
          onChange={(event) => MONTH_PATTERN.test(event.target.value) && setMonth(event.target.value)}
        />
      </div>

      <div className="flex flex-wrap gap-3">
        <a className={buttonClasses('outline')} href={financeExportUrl('tcs', month)} download>
          <Download className="size-4" aria-hidden="true" />
          {m.admin_finance_export_tcs()}
        </a>
        <a className={buttonClasses('outline')} href={financeExportUrl('tds', month)} download>
          <Download className="size-4" aria-hidden="true" />
          {m.admin_finance_export_tds()}
        </a>
      </div>

      {finance.isPending ? (
        <p role="status" className="rounded-2xl border border-line bg-surface p-5 text-fg-muted">
          {m.admin_finance_loading()}
        </p>
      ) : finance.isError ? (
        <LoadError
          message={m.admin_load_error_the_figures()}
          retrying={finance.isFetching}
          onRetry={() => finance.refetch()}
        />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={finance.isPlaceholderData}>
            {financeFigures(finance.data).map((figure) => (
              <div
                key={figure.label}
                className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
              >
                <dt className="text-sm font-medium text-fg-muted">{figure.label}</dt>
                <dd className="mt-1">
                  <span className="block text-xl font-bold tracking-tight text-fg tabular-nums sm:text-2xl">
                    {figure.value}
                  </span>
                  <span className="block text-xs text-fg-muted">{figure.note}</span>
                </dd>
              </div>
            ))}
          </dl>
          <FinanceBreakdown answer={finance.data} />
        </>
      )}
    </div>
  );
}
