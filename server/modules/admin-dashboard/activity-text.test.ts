import { describe, expect, it } from 'vitest';
import { latestActivity } from './activity-text.ts';
import type { ActivityRow } from './admin-dashboard.repository.ts';

const row = (
  kind: ActivityRow['kind'],
  at: string | Date,
  person: string | null,
  subject: string | null = null,
) => ({
  kind,
  at,
  subject,
  person,
  email: 'asha@example.com',
});

describe('recent activity', () => {
  it('says what happened, newest first, at most the limit', () => {
    const items = latestActivity(
      [
        row('user_joined', '2026-11-20T10:00:00Z', 'Asha Verma'),
        row('listing_submitted', '2026-11-22T10:00:00Z', 'Ravi Rao', 'Sea View Villa'),
        row('booking_made', '2026-11-21T10:00:00Z', null, 'Hill Cottage'),
        row('refund_failed', '2026-11-19T10:00:00Z', 'Asha Verma', 'Hill Cottage'),
      ],
      3,
    );
    expect(items).toEqual([
      {
        kind: 'listing_submitted',
        at: '2026-11-22T10:00:00.000Z',
        text: 'Ravi Rao submitted "Sea View Villa"',
        href: '/admin/properties',
      },
      {
        kind: 'booking_made',
        at: '2026-11-21T10:00:00.000Z',
        text: 'asha@example.com booked "Hill Cottage"',
        href: null,
      },
      {
        kind: 'user_joined',
        at: '2026-11-20T10:00:00.000Z',
        text: 'Asha Verma joined Basera',
        href: '/admin/users',
      },
    ]);
  });

  it('names a failed refund with its guest and listing', () => {
    const [item] = latestActivity(
      [row('refund_failed', new Date('2026-11-19T10:00:00Z'), 'Asha Verma', 'Hill Cottage')],
      5,
    );
    expect(item!.text).toBe('A refund to Asha Verma for "Hill Cottage" failed');
  });
});
