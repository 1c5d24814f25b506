import { formatRupees, type Paise } from '../../../domain/money.ts';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';

// The mails of booking (issue 8 §6): plain text, the facts of the receipt, links to the app.

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2027-03-12' -> '12 Mar 2027' (a calendar date: no zone may shift it). */
export const mailDate = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

const nameOf = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || 'Guest';

function party(b: BookingDetail['booking']) {
  const parts = [`${b.adults} adult${b.adults === 1 ? '' : 's'}`];
  if (b.children) parts.push(`${b.children} child${b.children === 1 ? '' : 'ren'}`);
  if (b.infants) parts.push(`${b.infants} infant${b.infants === 1 ? '' : 's'}`);
  if (b.pets) parts.push(`${b.pets} pet${b.pets === 1 ? '' : 's'}`);
  return parts.join(', ');
}

function stayLines(d: BookingDetail) {
  const b = d.booking;
  return [
    `Booking reference: ${b.reference}`,
    `Stay: ${d.property.title}, ${d.property.city}, ${d.property.state}`,
    `Dates: ${mailDate(b.checkInDate)} to ${mailDate(b.checkOutDate)} (${b.nights} night${b.nights === 1 ? '' : 's'})`,
    `Check-in from ${d.property.checkInTime}, check-out by ${d.property.checkOutTime}`,
    `Guests: ${party(b)}`,
  ];
}

function priceLines(d: BookingDetail) {
  const b = d.booking;
  const paid = d.payments.find((p) => p.providerPaymentId);
  return [
    ...b.nightPrices.map((n) => `  ${mailDate(n.date)}: ${formatRupees(n.price)}`),
    `Cleaning fee: ${formatRupees(b.cleaningFee)}`,
    `Service fee: ${formatRupees(b.serviceFee)}`,
    `Total: ${formatRupees(b.totalAmount)}`,
    b.paymentMethod === 'razorpay'
      ? `Paid online${paid ? ` (payment ${paid.providerPaymentId})` : ''}`
      : 'Payment: arranged with the host',
  ];
}

const receiptLink = (appUrl: string, d: BookingDetail) => `${appUrl}/trips/${d.booking.id}/receipt`;

/** To the guest when a booking is confirmed: everything the receipt says. */
export function guestConfirmationMail(appUrl: string, d: BookingDetail, hostEmail: string): Mail {
  const host = d.host;
  return {
    to: d.guest.email ?? '',
    subject: `Booking confirmed: ${d.property.title}, ${mailDate(d.booking.checkInDate)}`,
    text: [
      `${greeting(d.guest.firstName)}`,
      '',
      'Your booking is confirmed.',
      '',
      ...stayLines(d),
      ...priceLines(d),
      '',
      host ? `Your host: ${nameOf(host)}, ${host.phone ?? hostEmail}` : '',
      `Receipt: ${receiptLink(appUrl, d)}`,
      '',
    ].join('\n'),
  };
}

/** To the host for every new booking (confirmed online) or request (by contact). */
export function hostNewBookingMail(appUrl: string, d: BookingDetail, hostEmail: string): Mail {
  const request = d.booking.status === 'pending';
  return {
    to: hostEmail,
    subject: `${request ? 'New booking request' : 'New booking'}: ${d.property.title}, ${mailDate(d.booking.checkInDate)}`,
    text: [
      'Hello,',
      '',
      request
        ? `${nameOf(d.guest)} asks to book your listing. The dates are held for them until you answer.`
        : `${nameOf(d.guest)} booked and paid for your listing.`,
      '',
      ...stayLines(d),
      `Total: ${formatRupees(d.booking.totalAmount)}`,
      d.booking.specialRequests ? `Special requests: ${d.booking.specialRequests}` : '',
      '',
      `Your reservations: ${appUrl}/reservations`,
      '',
    ].join('\n'),
  };
}

/** To the guest when a payment could not buy the stay (`why`) and was refunded in full. */
export function paymentRefundedMail(appUrl: string, d: BookingDetail, amount: Paise, why: string): Mail {
  return {
    to: d.guest.email ?? '',
    subject: `Refund of ${formatRupees(amount)}: ${d.property.title}`,
    text: [
      `${greeting(d.guest.firstName)}`,
      '',
      why,
      'We have refunded the whole amount to your payment method; banks usually show it within 5-7 working days.',
      '',
      ...stayLines(d),
      `Refund: ${formatRupees(amount)}`,
      `Receipt: ${receiptLink(appUrl, d)}`,
      '',
    ].join('\n'),
  };
}

/** To the guest once an online booking's hold lapsed unpaid: nothing was charged, the nights are free. */
export function holdLapsedMail(appUrl: string, d: BookingDetail, holdMinutes: number): Mail {
  return {
    to: d.guest.email ?? '',
    subject: `Booking not completed: ${d.property.title}, ${mailDate(d.booking.checkInDate)}`,
    text: [
      `${greeting(d.guest.firstName)}`,
      '',
      `Your booking ${d.booking.reference} was not paid within ${holdMinutes} minute${holdMinutes === 1 ? '' : 's'}, so its dates were released. Nothing was charged.`,
      'If a payment was still on its way, it will be refunded in full.',
      '',
      ...stayLines(d),
      `Book again: ${appUrl}/property/${d.property.id}`,
      '',
    ].join('\n'),
  };
}
