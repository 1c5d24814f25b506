import type { ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import type { BookingDetail } from '../../../../domain/schemas/bookings.ts';
import {
  BookingPaymentBadge,
  BookingStatusBadge,
} from '../../../components/booking/booking-status-badge.tsx';
import { InvoiceLinks } from '../../../components/booking/invoice-links.tsx';
import { clockText } from '../../../components/listing/listing-labels.ts';
import { formatPrice } from '../../../lib/formatters.ts';
import { declinedLine, tripDates } from '../trip-labels.ts';
import {
  addressLines,
  billedToLines,
  cancelledLine,
  chargeLines,
  guestName,
  instantDate,
  partyLine,
  paymentMethodText,
  providerPaymentIdOf,
  receiptTaxes,
} from './receipt-lines.ts';
import { RefundSection } from './refund-section.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line py-5 break-inside-avoid">
      <h2 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

type RowLook = 'plain' | 'strong' | 'detail';
const rowClasses: Record<RowLook, string> = {
  plain: 'py-1 text-sm',
  strong: 'mt-2 border-t border-line pt-3 pb-1 text-base font-bold',
  // One tax of the Taxes (GST) line above it: indented, smaller.
  detail: 'py-0.5 pl-4 text-xs',
};

function Row({ label, children, look = 'plain' }: { label: string; children: ReactNode; look?: RowLook }) {
  return (
    <div className={`flex justify-between gap-4 ${rowClasses[look]}`}>
      <dt className={look === 'strong' ? 'text-fg' : 'text-fg-muted'}>{label}</dt>
      <dd className={`text-right break-all ${look === 'detail' ? 'text-fg-muted' : 'text-fg'}`}>
        {children}
      </dd>
    </div>
  );
}

/** The receipt itself: what was booked, for whom, what it cost and how it was paid. */
export function ReceiptDocument({ detail }: { detail: BookingDetail }) {
  const { booking, property, guest, refunds } = detail;
  const paymentId = providerPaymentIdOf(detail.payments);
  const cancelled = cancelledLine(booking);
  const declined = declinedLine(booking);
  const taxes = receiptTaxes(booking);
  const billedTo = billedToLines(booking.billing);
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 sm:p-8 print:rounded-none print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4 pb-5">
        <div>
          <p className="text-2xl font-bold text-brand-text">Basera</p>
          <h1 className="mt-1 text-lg font-semibold text-fg">{m.trips_receipt_title()}</h1>
        </div>
        <dl className="text-right text-sm">
          <dt className="text-fg-muted">{m.trips_receipt_reference()}</dt>
          <dd className="font-mono text-base font-semibold text-fg">{booking.reference}</dd>
          <dd className="text-fg-muted">
            {m.trips_receipt_booked_on({ date: instantDate(booking.createdAt) })}
          </dd>
          {cancelled && <dd className="font-semibold text-danger-text">{cancelled}</dd>}
          {declined && <dd className="max-w-xs font-semibold break-words text-danger-text">{declined}</dd>}
        </dl>
      </header>

      <Section title={m.trips_receipt_section_guest()}>
        <p className="font-medium text-fg">{guestName(guest)}</p>
        {guest.email && <p className="text-sm break-all text-fg-muted">{guest.email}</p>}
      </Section>

      <Section title={m.trips_receipt_section_stay()}>
        <p className="font-medium text-fg">{property.title}</p>
        {addressLines(property).map((line) => (
          <p key={line} className="text-sm text-fg-muted">
            {line}
          </p>
        ))}
        <dl className="mt-3">
          <Row label={m.trips_receipt_row_dates()}>{tripDates(booking)}</Row>
          <Row label={m.trips_receipt_row_nights()}>{m.trips_count_nights({ count: booking.nights })}</Row>
          <Row label={m.trips_receipt_row_check_in()}>
            {m.trips_receipt_check_in_after({ time: clockText(property.checkInTime) })}
          </Row>
          <Row label={m.trips_receipt_row_check_out()}>
            {m.trips_receipt_check_out_before({ time: clockText(property.checkOutTime) })}
          </Row>
          <Row label={m.trips_receipt_row_party()}>{partyLine(booking)}</Row>
        </dl>
      </Section>

      <Section title={m.trips_receipt_section_charges()}>
        <dl>
          {chargeLines(booking).map((line) => (
            <Row key={line.label} label={line.label}>
              {line.amount}
            </Row>
          ))}
          {taxes && (
            <>
              <Row label={m.trips_receipt_row_subtotal()}>{taxes.subtotal}</Row>
              <Row label={taxes.taxes.label}>{taxes.taxes.amount}</Row>
              {taxes.details.map((tax) => (
                <Row key={tax.label} label={tax.label} look="detail">
                  {tax.amount}
                </Row>
              ))}
            </>
          )}
          <Row label={m.trips_receipt_row_total()} look="strong">
            {formatPrice(booking.totalAmount)}
          </Row>
        </dl>
      </Section>

      <Section title={m.trips_receipt_section_payment()}>
        <dl>
          <Row label={m.trips_receipt_row_method()}>{paymentMethodText(booking.paymentMethod)}</Row>
          {paymentId && (
            <Row label={m.trips_receipt_row_payment_id()}>
              <span className="font-mono">{paymentId}</span>
            </Row>
          )}
          <Row label={m.trips_receipt_row_booking_status()}>
            <BookingStatusBadge status={booking.status} />
          </Row>
          <Row label={m.trips_receipt_row_payment_status()}>
            <BookingPaymentBadge booking={booking} />
          </Row>
        </dl>
      </Section>

      {billedTo.length > 0 && (
        <Section title={m.trips_receipt_section_billed_to()}>
          {billedTo.map((line, i) => (
            <p key={line} className={i === 0 ? 'font-medium text-fg' : 'text-sm break-all text-fg-muted'}>
              {line}
            </p>
          ))}
        </Section>
      )}

      <InvoiceLinks
        bookingId={booking.id}
        look="detailed"
        frame={(list) => <Section title={m.trips_receipt_section_invoices()}>{list}</Section>}
      />

      {refunds.length > 0 && <RefundSection refunds={refunds} />}

      {booking.specialRequests && (
        <Section title={m.trips_receipt_section_special_requests()}>
          <p className="text-sm whitespace-pre-line text-fg">{booking.specialRequests}</p>
        </Section>
      )}
    </article>
  );
}
