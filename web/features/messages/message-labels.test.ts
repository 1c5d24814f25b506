import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT } from '../../../domain/rules/messages/contact-details.ts';
import { hidesDetails, lastLine, listTime, messageTime, otherName, unreadLabel } from './message-labels.ts';

const now = new Date(2027, 2, 15, 18, 30);

describe('the messages page words', () => {
  it('writes the last message on one line, "You: " before one’s own, and says when there is none', () => {
    expect(lastLine({ lastMessage: { body: 'Is the\nterrace  shaded?', sentAt: '', fromMe: false } })).toBe(
      'Is the terrace shaded?',
    );
    expect(lastLine({ lastMessage: { body: 'Yes', sentAt: '', fromMe: true } })).toBe('You: Yes');
    expect(lastLine({ lastMessage: null })).toBe('No messages yet');
  });

  it('gives times as a person reads them: today by the clock, else the day', () => {
    expect(listTime(new Date(2027, 2, 15, 9, 5).toISOString(), now)).toBe('09:05');
    expect(listTime(new Date(2027, 2, 12, 9, 5).toISOString(), now)).toBe('12 Mar');
    expect(listTime(new Date(2026, 11, 31, 9, 5).toISOString(), now)).toBe('31 Dec 2026');
    expect(messageTime(new Date(2027, 2, 15, 14, 0).toISOString(), now)).toBe('14:00');
    expect(messageTime(new Date(2027, 2, 1, 14, 0).toISOString(), now)).toBe('1 Mar, 14:00');
    expect(messageTime('not a time', now)).toBe('');
  });

  it('notices a message whose contact details were hidden, and names the other side', () => {
    expect(hidesDetails({ body: `Call me on ${HIDDEN_CONTACT}` })).toBe(true);
    expect(hidesDetails({ body: 'Flat 402, check-in at 14:00' })).toBe(false);
    expect(otherName({ otherParty: { firstName: ' Meena ', profileImageUrl: null } })).toBe('Meena');
    expect(otherName({ otherParty: { firstName: null, profileImageUrl: null } })).toBe('Basera member');
    expect([unreadLabel(1), unreadLabel(3)]).toEqual(['1 unread message', '3 unread messages']);
  });
});
