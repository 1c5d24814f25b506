import { CircleCheck, TriangleAlert } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { FinanceAnswer } from '../../../../domain/schemas/finance.ts';
import { formatPaise } from '../../../lib/formatters.ts';
import { AdminPanel as Panel } from '../admin-panel.tsx';

const cell = 'px-3 py-2';

/** GST under section 9(5) by state, and the bookings whose records do not add up. */
export function FinanceBreakdown({ answer }: { answer: FinanceAnswer }) {
  const unbalanced = answer.unbalancedBookings;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title={m.admin_finance_gst95_by_state()}>
        {answer.gst95ByState.length === 0 ? (
          <p className="text-sm text-fg-muted">{m.admin_finance_gst95_none()}</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{m.admin_finance_gst95_caption()}</caption>
            <thead className="border-b border-line text-fg-muted">
              <tr>
                <th scope="col" className={`${cell} pl-0 text-left font-medium`}>
                  {m.admin_finance_state()}
                </th>
                <th scope="col" className={`${cell} pr-0 text-right font-medium`}>
                  GST
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {answer.gst95ByState.map((row) => (
                <tr key={row.state}>
                  <th scope="row" className={`${cell} pl-0 text-left font-normal text-fg`}>
                    {row.state}
                  </th>
                  <td className={`${cell} pr-0 text-right text-fg tabular-nums`}>{formatPaise(row.paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <Panel title={m.admin_finance_unbalanced_title()}>
        {unbalanced.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-fg">
            <CircleCheck className="size-5 shrink-0 text-brand-text" aria-hidden="true" />
            {m.admin_finance_all_balanced()}
          </p>
        ) : (
          <>
            <p className="mb-2 flex items-center gap-2 text-sm text-danger-text" role="alert">
              <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
              {m.admin_finance_unbalanced_count({ count: unbalanced.length })}
            </p>
            <ul className="divide-y divide-line text-sm">
              {unbalanced.map((row) => (
                <li key={row.bookingId} className="flex flex-wrap justify-between gap-2 py-2">
                  <code className="break-all text-fg">{row.bookingId}</code>
                  <span className="text-fg tabular-nums">{formatPaise(row.differencePaise)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
    </div>
  );
}
