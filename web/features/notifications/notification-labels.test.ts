import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../domain/rules/notifications/notification-texts.ts';
import { inAppLink, KIND_ICONS } from './notification-labels.ts';

describe('a notification on /notifications', () => {
  it('has an icon for every kind the server writes, and no icon for a kind it does not', () => {
    expect(Object.keys(KIND_ICONS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) expect(KIND_ICONS[kind], kind).toBeTruthy();
  });

  it('tells a booking made, cancelled and expired apart at a glance', () => {
    const icons = ['booking_requested', 'booking_confirmed', 'booking_cancelled', 'booking_expired'] as const;
    expect(new Set(icons.map((kind) => KIND_ICONS[kind])).size).toBe(icons.length);
    expect(KIND_ICONS.ban).not.toBe(KIND_ICONS.sanction_lifted);
    expect(KIND_ICONS.payout_failed).not.toBe(KIND_ICONS.payout_released);
  });

  it('follows only links within the site', () => {
    expect(inAppLink('/trips')).toBe('/trips');
    expect(inAppLink('/reservations?tab=requests')).toBe('/reservations?tab=requests');
    expect(inAppLink('/messages/3d6f0a52')).toBe('/messages/3d6f0a52');
    expect(inAppLink('//evil.example/x')).toBeNull();
    expect(inAppLink('https://evil.example/x')).toBeNull();
  });
});
