// Which notifications are mailed (issue 26 §4, decision 98). Mail about money, bookings, listings,
// security and sanctions always goes (those events have their own mails, sent with the event);
// messages, reminders and marketing go as each person chooses.

export const ALWAYS_MAILED = ['bookings', 'money', 'listings', 'security', 'sanctions'] as const;
export const CHOSEN_CATEGORIES = ['messages', 'reminders', 'marketing'] as const;
export type NotificationCategory = (typeof ALWAYS_MAILED)[number] | (typeof CHOSEN_CATEGORIES)[number];

/** Mail per chosen category (GET and PUT /api/user/notification-preferences). */
export type MailPreferences = Record<(typeof CHOSEN_CATEGORIES)[number], boolean>;

/** Until a person chooses: messages and reminders mailed, marketing not (opt-in). */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  messages: true,
  reminders: true,
  marketing: false,
};

/** A new-message notification is mailed this long after it is written, unless read in the app by then. */
export const MESSAGE_MAIL_DELAY_MINUTES = 10;

/** Whether mail of this category goes to a person with these preferences. */
export function mailsCategory(category: NotificationCategory, preferences: MailPreferences): boolean {
  return (ALWAYS_MAILED as readonly string[]).includes(category)
    ? true
    : preferences[category as keyof MailPreferences];
}

export type MailCheck = {
  category: NotificationCategory;
  preferences: MailPreferences;
  /** When the notification may be mailed (written plus the delay). */
  dueAt: Date;
  readAt: Date | null;
  mailedAt: Date | null;
  now: Date;
};

/**
 * The mail job's check just before sending: 'wait' until due, 'skip' if it was read in the app
 * meanwhile, mailed already or the person turned the category off, else 'send'.
 */
export function mailDecision(check: MailCheck): 'send' | 'skip' | 'wait' {
  if (check.mailedAt || check.readAt) return 'skip';
  if (!mailsCategory(check.category, check.preferences)) return 'skip';
  return check.now.getTime() < check.dueAt.getTime() ? 'wait' : 'send';
}
