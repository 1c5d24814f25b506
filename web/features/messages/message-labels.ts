import { format, isSameDay, isSameYear } from 'date-fns';
import { m } from '#i18n/messages.js';
import { shownMessageBody } from '../../../domain/rules/messages/booking-event-lines.ts';
import { HIDDEN_CONTACT } from '../../../domain/rules/messages/contact-details.ts';
import type { ConversationSummary, Message } from '../../../domain/schemas/messages.ts';
import { formatWhen } from '../../lib/formatters.ts';
import { dateLocale, pageLanguage } from '../../lib/language.ts';

// The words and times of the messages page (issue 26 §3; decision 100).

/** The note under a message the server changed: said once, in plain words (decision 100). */
export const HIDDEN_DETAILS_NOTE = m.messages_hidden_details_note();

export const EMPTY_TITLE = m.messages_empty_title();
export const EMPTY_TEXT = m.messages_empty_text();

/** Whether the contact-details rule replaced something in this message. */
export const hidesDetails = (message: Pick<Message, 'body'>) => message.body.includes(HIDDEN_CONTACT);

/** The other side's name, or a stand-in when their account has none. */
export const otherName = (c: Pick<ConversationSummary, 'otherParty'>) =>
  c.otherParty.firstName?.trim() || m.messages_other_fallback();

/** The list's line under the names: the last message, "You: " before one's own. */
export function lastLine(c: Pick<ConversationSummary, 'lastMessage'>): string {
  if (!c.lastMessage) return m.messages_empty_title();
  const oneLine = shownMessageBody(c.lastMessage.body).replace(/\s+/g, ' ').trim();
  return c.lastMessage.fromMe ? m.messages_last_line_you({ text: oneLine }) : oneLine;
}

/** In the list: "14:05" today, "12 Mar" this year, "12 Mar 2026" before. */
export function listTime(instant: string, now = new Date()): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  if (isSameDay(at, now)) return format(at, 'HH:mm');
  // Hindi writes the month whole ("12 मार्च"), as formatWhen does.
  const month = pageLanguage === 'hi' ? 'MMMM' : 'MMM';
  return format(at, isSameYear(at, now) ? `d ${month}` : `d ${month} yyyy`, { locale: dateLocale });
}

/** Under a message: "14:05" today, else "12 Mar, 14:05". */
export const messageTime = formatWhen;

/** "3 unread messages" for screen readers beside the badge's bare number. */
export const unreadLabel = (count: number) => m.messages_unread_count({ count });
