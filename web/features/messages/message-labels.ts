import { format, isSameDay, isSameYear } from 'date-fns';
import { HIDDEN_CONTACT } from '../../../domain/rules/messages/contact-details.ts';
import type { ConversationSummary, Message } from '../../../domain/schemas/messages.ts';
import { formatWhen } from '../../lib/formatters.ts';

// The words and times of the messages page (issue 26 §3; decision 100).

/** The note under a message the server changed: said once, in plain words (decision 100). */
export const HIDDEN_DETAILS_NOTE =
  'Phone numbers, e-mail addresses, links and UPI ids are hidden until the booking is confirmed. Keep talking and paying on Basera.';

export const EMPTY_TITLE = 'No messages yet';
export const EMPTY_TEXT =
  'To ask a host something, open a stay and choose Message Host. Your conversations with hosts and guests show here.';

/** Whether the contact-details rule replaced something in this message. */
export const hidesDetails = (message: Pick<Message, 'body'>) => message.body.includes(HIDDEN_CONTACT);

/** The other side's name, or a stand-in when their account has none. */
export const otherName = (c: Pick<ConversationSummary, 'otherParty'>) =>
  c.otherParty.firstName?.trim() || 'Basera member';

/** The list's line under the names: the last message, "You: " before one's own. */
export function lastLine(c: Pick<ConversationSummary, 'lastMessage'>): string {
  if (!c.lastMessage) return 'No messages yet';
  const oneLine = c.lastMessage.body.replace(/\s+/g, ' ').trim();
  return c.lastMessage.fromMe ? `You: ${oneLine}` : oneLine;
}

/** In the list: "14:05" today, "12 Mar" this year, "12 Mar 2026" before. */
export function listTime(instant: string, now = new Date()): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  if (isSameDay(at, now)) return format(at, 'HH:mm');
  return format(at, isSameYear(at, now) ? 'd MMM' : 'd MMM yyyy');
}

/** Under a message: "14:05" today, else "12 Mar, 14:05". */
export const messageTime = formatWhen;

/** "3 unread messages" for screen readers beside the badge's bare number. */
export const unreadLabel = (n: number) => `${n} unread ${n === 1 ? 'message' : 'messages'}`;
