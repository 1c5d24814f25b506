import { CreditCard, Search } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { AccountPaymentEntry } from '../../../../domain/schemas/bookings.ts';
import { InvoiceLinks } from '../../../components/booking/invoice-links.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { moneyRecordBadge } from '../../../lib/payment-words.ts';
import { usePayments } from '../api/payments.ts';
import {
  documentKindsByEntry,
  entryAmountText,
  entryDate,
  entryKey,
  entryKindText,
  entryTaxesText,
} from './payment-entry-labels.ts';

const cell = 'px-3 py-3 align-top';

const COLUMNS = [
  { key: 'date', label: m.account_payments_column_date() },
  { key: 'listing', label: m.account_payments_column_listing() },
  { key: 'receipt', label: m.account_payments_column_receipt() },
  { key: 'type', label: m.account_payments_column_type() },
  { key: 'amount', label: m.account_payments_column_amount() },
  { key: 'status', label: m.account_payments_column_status() },
  { key: 'provider-id', label: m.account_payments_column_provider_id() },
] as const;

type Documents = ReturnType<typeof documentKindsByEntry>;

function Status({ entry }: { entry: AccountPaymentEntry }) {
  return <StatusBadge {...moneyRecordBadge(entry)} />;
}

/** The GST inside the amount, on a line of its own under it. */
function EntryTaxes({ entry }: { entry: AccountPaymentEntry }) {
  const text = entryTaxesText(entry);
  return text ? (
    <span className="block text-xs font-normal whitespace-nowrap text-fg-muted">{text}</span>
  ) : null;
}

/** The line's tax invoices or credit notes as links to their PDFs (documentKindsByEntry says which). */
function EntryDocuments({
  entry,
  documents,
  dense = false,
}: {
  entry: AccountPaymentEntry;
  documents: Documents;
  dense?: boolean;
}) {
  const kinds = documents.get(entryKey(entry));
  return kinds ? (
    <InvoiceLinks bookingId={entry.bookingId} kinds={kinds} look={dense ? 'dense' : 'list'} />
  ) : null;
}

function ReceiptLink({ entry }: { entry: AccountPaymentEntry }) {
  return (
    <Link
      href={paths.tripReceipt(entry.bookingId)}
      className="font-mono font-semibold text-brand-text underline underline-offset-2"
      aria-label={m.account_payments_receipt_label({ reference: entry.bookingReference })}
    >
      {entry.bookingReference}
    </Link>
  );
}

/** Wide screens: one row per payment or refund. */
function PaymentsTable({ entries, documents }: { entries: AccountPaymentEntry[]; documents: Documents }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-line bg-surface md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-fg-muted">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${cell} font-semibold ${column.key === 'amount' ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr key={entryKey(entry)}>
              <td className={`${cell} whitespace-nowrap`}>{entryDate(entry.createdAt)}</td>
              <td className={`${cell} font-medium text-fg`}>{entry.propertyTitle}</td>
              <td className={cell}>
                <ReceiptLink entry={entry} />
                <EntryDocuments entry={entry} documents={documents} dense />
              </td>
              <td className={cell}>{entryKindText(entry.kind)}</td>
              <td className={`${cell} text-right font-semibold whitespace-nowrap`}>
                <span className="block">{entryAmountText(entry)}</span>
                <EntryTaxes entry={entry} />
              </td>
              <td className={cell}>
                <Status entry={entry} />
              </td>
              <td className={`${cell} font-mono text-xs break-all text-fg-muted`}>
                {entry.providerId ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per payment or refund. */
function PaymentCards({ entries, documents }: { entries: AccountPaymentEntry[]; documents: Documents }) {
  return (
    <ul className="space-y-3 md:hidden">
      {entries.map((entry) => (
        <li key={entryKey(entry)} className="rounded-2xl border border-line bg-surface p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-fg">{entry.propertyTitle}</p>
              <p className="text-sm text-fg-muted">
                {entryKindText(entry.kind)} · {entryDate(entry.createdAt)}
              </p>
            </div>
            <p className="shrink-0 text-right font-semibold text-fg">
              <span className="block">{entryAmountText(entry)}</span>
              <EntryTaxes entry={entry} />
            </p>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <Status entry={entry} />
            <ReceiptLink entry={entry} />
            {entry.providerId && (
              <span className="font-mono text-xs break-all text-fg-muted">{entry.providerId}</span>
            )}
          </div>
          <EntryDocuments entry={entry} documents={documents} />
        </li>
      ))}
    </ul>
  );
}

/** The table on wide screens, the cards on phones; each tax document on one line only. */
function PaymentsList({ entries }: { entries: AccountPaymentEntry[] }) {
  const documents = documentKindsByEntry(entries);
  return (
    <>
      <PaymentsTable entries={entries} documents={documents} />
      <PaymentCards entries={entries} documents={documents} />
    </>
  );
}

/** /payments: every payment and refund of the signed-in traveller, each with its receipt. */
export function PaymentsPage() {
  const payments = usePayments();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-fg">{m.account_payments_title()}</h1>
      {payments.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            {m.account_payments_loading()}
          </span>
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-20 w-full rounded-2xl" />
        </div>
      ) : payments.isError ? (
        <LoadError
          message={m.account_load_error_your_payments()}
          retrying={payments.isFetching}
          onRetry={() => payments.refetch()}
        />
      ) : payments.data.length === 0 ? (
        <EmptyState
          icon={CreditCard}
          title={m.account_payments_empty_title()}
          text={m.account_payments_empty_body()}
          link={{ href: paths.home, label: m.account_payments_find_stay(), icon: Search }}
        />
      ) : (
        <>
          <PaymentsList entries={payments.data} />
          {payments.data.some((entry) => entry.kind === 'refund') && (
            <p className="mt-4 text-sm text-fg-muted">
              {m.account_payments_refund_note({ from: 5, to: 10 })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
