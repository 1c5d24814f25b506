import { Bell, CalendarCheck, IndianRupee, MessageCircle, ShieldAlert } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { iconOf, inAppLink } from './notification-labels.ts';

describe('a notification on /notifications', () => {
  it('has the icon of what it is about', () => {
    expect(iconOf('booking_cancelled')).toBe(CalendarCheck);
    expect(iconOf('new_message')).toBe(MessageCircle);
    expect(iconOf('payout_failed')).toBe(IndianRupee);
    expect(iconOf('refund_processed')).toBe(IndianRupee);
    expect(iconOf('suspension')).toBe(ShieldAlert);
    expect(iconOf('something_new')).toBe(Bell);
  });

  it('follows only links within the site', () => {
    expect(inAppLink('/trips')).toBe('/trips');
    expect(inAppLink('/messages/3d6f0a52')).toBe('/messages/3d6f0a52');
    expect(inAppLink('//evil.example/x')).toBeNull();
    expect(inAppLink('https://evil.example/x')).toBeNull();
  });
});
