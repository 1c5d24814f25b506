import { describe, expect, it } from 'vitest';
import { failedAtLabel, statCards } from './dashboard-labels.ts';

describe('the dashboard cards', () => {
  it('show each total with its plus-N-this-month note, grouped the Indian way', () => {
    const cards = statCards({
      totalProperties: 125000,
      newPropertiesThisMonth: 1200,
      totalUsers: 40,
      newUsersThisMonth: 0,
      pendingApprovals: 3,
      totalBookings: 9,
      newBookingsThisMonth: 2,
    });
    expect(cards.map((c) => [c.label, c.value, c.note])).toEqual([
      ['Total Properties', 125000, '+1,200 this month'],
      ['Active Users', 40, '+0 this month'],
      ['Pending Approvals', 3, 'Properties awaiting review'],
      ['Total Bookings', 9, '+2 this month'],
    ]);
    expect(cards[2]!.href).toBe('/admin/properties?status=pending');
  });

  it('say so when nothing waits for review', () => {
    const zero = { totalProperties: 0, newPropertiesThisMonth: 0, totalUsers: 0, newUsersThisMonth: 0 };
    const cards = statCards({ ...zero, pendingApprovals: 0, totalBookings: 0, newBookingsThisMonth: 0 });
    expect(cards[2]!.note).toBe('Nothing to review');
  });
});

describe('a dead job', () => {
  it('says when it failed on India’s clock, whatever the browser’s zone', () => {
    expect(failedAtLabel('2026-11-26T06:34:09.955Z')).toBe('26 Nov 2026, 12:04');
  });
});
