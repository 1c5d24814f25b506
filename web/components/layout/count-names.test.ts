import { describe, expect, it } from 'vitest';
import { countBadge, messagesLinkName, notificationsLinkName } from './count-names.ts';

describe('the header’s unread counts', () => {
  it('show the count up to 99, then 99+', () => {
    expect([1, 9, 10, 99, 100, 250].map(countBadge)).toEqual(['1', '9', '10', '99', '99+', '99+']);
  });

  it('name each link with the count its badge shows (visible text inside the name)', () => {
    expect(notificationsLinkName(0)).toBe('Notifications');
    expect(notificationsLinkName(1)).toBe('Notifications, 1 unread');
    expect(notificationsLinkName(10)).toBe('Notifications, 10 unread');
    expect(notificationsLinkName(120)).toBe('Notifications, 99+ unread');
    expect(messagesLinkName(0)).toBe('Messages');
    expect(messagesLinkName(12)).toBe('Messages, 12 unread');
    expect(messagesLinkName(100)).toBe('Messages, 99+ unread');
    for (const count of [3, 10, 99, 100]) expect(notificationsLinkName(count)).toContain(countBadge(count));
  });
});
