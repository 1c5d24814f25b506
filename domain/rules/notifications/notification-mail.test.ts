import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_PREFERENCES,
  type MailCheck,
  mailDecision,
  mailsCategory,
  type NotificationCategory,
} from './notification-mail.ts';

const none = { messages: false, reminders: false, marketing: false };
const all = { messages: true, reminders: true, marketing: true };

describe('mailsCategory', () => {
  it('always mails money, bookings, listings, security and sanctions, whatever was chosen', () => {
    for (const category of [
      'money',
      'bookings',
      'listings',
      'security',
      'sanctions',
    ] as NotificationCategory[])
      expect(mailsCategory(category, none), category).toBe(true);
  });

  it('mails messages, reminders and marketing only as chosen', () => {
    for (const category of ['messages', 'reminders', 'marketing'] as const) {
      expect(mailsCategory(category, none), category).toBe(false);
      expect(mailsCategory(category, all), category).toBe(true);
      expect(mailsCategory(category, { ...none, [category]: true }), category).toBe(true);
    }
  });

  it('by default mails messages and reminders but not marketing', () => {
    expect(DEFAULT_MAIL_PREFERENCES).toEqual({ messages: true, reminders: true, marketing: false });
    expect(mailsCategory('marketing', DEFAULT_MAIL_PREFERENCES)).toBe(false);
  });
});

describe('mailDecision', () => {
  const written = new Date('2027-03-12T10:00:00Z');
  const due = new Date('2027-03-12T10:10:00Z');
  const check = (change: Partial<MailCheck>): MailCheck => ({
    category: 'messages',
    preferences: DEFAULT_MAIL_PREFERENCES,
    dueAt: due,
    readAt: null,
    mailedAt: null,
    now: due,
    ...change,
  });

  it('sends an unread message notification once 10 minutes have passed', () => {
    expect(mailDecision(check({}))).toBe('send');
    expect(mailDecision(check({ now: new Date('2027-03-13T00:00:00Z') }))).toBe('send');
  });

  it('waits before it is due', () => {
    expect(mailDecision(check({ now: written }))).toBe('wait');
    expect(mailDecision(check({ now: new Date(due.getTime() - 1) }))).toBe('wait');
  });

  it('skips one read in the app within the 10 minutes, or read later before the job ran', () => {
    expect(mailDecision(check({ readAt: new Date('2027-03-12T10:04:00Z') }))).toBe('skip');
    expect(mailDecision(check({ readAt: new Date('2027-03-12T10:04:00Z'), now: written }))).toBe('skip');
    expect(mailDecision(check({ readAt: new Date('2027-03-12T10:10:30Z') }))).toBe('skip');
  });

  it('skips one mailed already, and one whose category the person turned off', () => {
    expect(mailDecision(check({ mailedAt: due }))).toBe('skip');
    expect(mailDecision(check({ preferences: { ...all, messages: false } }))).toBe('skip');
  });

  it('sends an always-mailed category even with every choice off', () => {
    expect(mailDecision(check({ category: 'money', preferences: none }))).toBe('send');
  });
});
