import { describe, expect, it } from 'vitest';
import type { HostReservation } from '../../../../domain/schemas/host-operations.ts';
import {
  answeredToast,
  cancelRefundText,
  emptyTabOf,
  firstNameOf,
  guestName,
  outcomeText,
  partyText,
  paymentBadge,
  reservationStatusBadge,
  respondByText,
  stayDates,
  tabOf,
  tabSearch,
} from './reservation-labels.ts';

const request: HostReservation = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  reference: '0F8FAD5B',
  property: { id: 'p1', title: 'Sea-view Villa', coverUrl: null },
  guest: { firstName: 'Asha', lastName: 'Verma', email: null, phone: null },
  adults: 2,
  children: 1,
  infants: 0,
  pets: 0,
  checkInDate: '2027-03-12',
  checkOutDate: '2027-03-15',
  nights: 3,
  totalAmount: '250000.00',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'contact',
  specialRequests: null,
  answerBy: '2027-03-01T09:30:00.000Z',
  cancelledBy: null,
  cancellationReason: null,
  declineMessage: null,
  createdAt: '2027-02-27T09:30:00.000Z',
};

describe('the tab in the address', () => {
  it('reads ?tab=, Upcoming for anything else, and writes it back', () => {
    expect(tabOf('?tab=requests')).toBe('requests');
    expect(tabOf('tab=past')).toBe('past');
    expect(tabOf('')).toBe('upcoming');
    expect(tabOf('?tab=everything')).toBe('upcoming');
    expect(tabSearch('requests')).toBe('?tab=requests');
    expect(tabSearch('upcoming')).toBe('');
  });
});

describe('a reservation in words', () => {
  it('names the guest, or says Guest', () => {
    expect(guestName(request.guest)).toBe('Asha Verma');
    expect(guestName({ firstName: ' ', lastName: null })).toBe('Guest');
    expect(firstNameOf(request.guest)).toBe('Asha');
    expect(firstNameOf({ firstName: ' ' })).toBeNull();
  });

  it('counts the party: adults and children, then infants and pets', () => {
    expect(partyText(request)).toBe('2 adults · 1 child');
    expect(partyText({ adults: 1, children: 3, infants: 1, pets: 2 })).toBe(
      '1 adult · 3 children · 1 infant · 2 pets',
    );
  });

  it('reads the dates as people in India do, and the deadline in the host’s clock', () => {
    expect(stayDates(request)).toBe('12 Mar 2027 – 15 Mar 2027');
    const at = new Date(2027, 2, 14, 9, 5).toISOString();
    expect(respondByText(at)).toBe('Respond by 14 Mar 2027, 09:05');
    expect(respondByText(null)).toBe('');
  });

  it('colours the status: a request yellow, confirmed green, the rest grey', () => {
    expect(reservationStatusBadge(request)).toEqual({ label: 'Request', tone: 'yellow' });
    expect(reservationStatusBadge({ status: 'confirmed', paymentMethod: 'contact' })).toEqual({
      label: 'Confirmed',
      tone: 'green',
    });
    expect(reservationStatusBadge({ status: 'declined', paymentMethod: 'contact' })).toEqual({
      label: 'Declined',
      tone: 'grey',
    });
  });

  it('says how the guest pays: directly by contact, online, or not at all', () => {
    expect(paymentBadge(request).label).toBe('Guest pays you directly');
    expect(paymentBadge({ ...request, paymentMethod: 'razorpay', paymentStatus: 'paid' })).toEqual({
      label: 'Paid online',
      tone: 'green',
    });
    expect(paymentBadge({ ...request, status: 'declined' }).label).toBe('Not paid');
    expect(paymentBadge({ ...request, paymentMethod: 'razorpay' })).toEqual({
      label: 'Payment pending',
      tone: 'yellow',
    });
  });
});

describe('what became of it', () => {
  it('quotes the host’s decline message and the reason of a cancellation, naming who cancelled', () => {
    expect(outcomeText(request, 48)).toBeNull();
    expect(
      outcomeText({ ...request, status: 'declined', declineMessage: ' Repainting that week. ' }, 48),
    ).toBe('You declined this request: “Repainting that week.”');
    expect(outcomeText({ ...request, status: 'declined' }, 48)).toBe('You declined this request.');
    expect(
      outcomeText(
        { ...request, status: 'cancelled', cancelledBy: 'host', cancellationReason: 'Pipe burst' },
        48,
      ),
    ).toBe('You cancelled: “Pipe burst”');
    expect(outcomeText({ ...request, status: 'cancelled', cancelledBy: 'guest' }, 48)).toBe(
      'The guest cancelled this reservation.',
    );
    expect(outcomeText({ ...request, status: 'expired' }, 48)).toBe(
      'The request expired: it was not answered within 48 hours.',
    );
    // REQUEST_EXPIRY_HOURS as the site config answers it.
    expect(outcomeText({ ...request, status: 'expired' }, 2)).toBe(
      'The request expired: it was not answered within 2 hours.',
    );
    expect(emptyTabOf(2).requests.body).toBe(
      'When a guest asks to book by contact, the request waits here for your answer for 2 hours.',
    );
  });

  it('tells the host the guest gets everything back when they cancel', () => {
    expect(cancelRefundText({ ...request, paymentStatus: 'paid' })).toBe(
      'Asha gets a full refund: ₹2,50,000 goes back the way they paid.',
    );
    expect(cancelRefundText({ ...request, guest: { firstName: null } })).toBe(
      'The guest gets a full refund. Nothing was paid on Basera, so if the guest paid you directly, return all of it.',
    );
  });

  it('has an empty state per tab and a toast per answer', () => {
    expect(Object.values(emptyTabOf(48)).map((empty) => empty.title)).toEqual([
      'No upcoming reservations',
      'No requests waiting',
      'No past reservations',
    ]);
    expect(answeredToast.accepted('Asha')).toEqual({
      title: 'Reservation confirmed',
      description: 'Asha has your contact details and a confirmation email.',
    });
    expect(answeredToast.declined('Asha').title).toBe('Request declined');
    expect(answeredToast.cancelled(null)).toEqual({
      title: 'Reservation cancelled',
      description: 'The guest has been told and gets a full refund.',
    });
  });
});
