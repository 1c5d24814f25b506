import { INDIA_TIME_ZONE } from '../../../../../domain/rules/stay-clock.ts';
import { indiaDate } from '../../../../../domain/rules/user-standing.ts';
import type { ConversationReport } from '../../../../../domain/schemas/messages.ts';

// The words of the reported conversations on /admin/users (issue 26 §1; decision 102).

export const REPORTS_EMPTY_TITLE = 'No reported conversations';
export const REPORTS_EMPTY_TEXT =
  'When a guest or host reports a conversation from Messages, it shows here with the messages, for you to read and act on.';
/** Above what only admins see: the words as written, before the contact-details rule hid part of them. */
export const ORIGINAL_LABEL = 'Original, seen only by admins';
export const READ_ONLY_NOTE = 'Read-only: admins can read it but not write in it.';

type Report = ConversationReport;
type Message = Report['conversation']['messages'][number];

/** "Asha Verma (guest)", "Meena Nair (host)", or a reporter whose account is gone. */
export function reporterLabel(report: Pick<Report, 'reporter' | 'conversation'>): string {
  const { reporter, conversation } = report;
  if (!reporter.id || !reporter.name) return 'A deleted account';
  if (reporter.id === conversation.guest.id) return `${reporter.name} (guest)`;
  if (reporter.id === conversation.host.id) return `${reporter.name} (host)`;
  return reporter.name;
}

/** Who wrote a message, as the transcript heads it. */
export function senderLabel(message: Pick<Message, 'from'>, conversation: Report['conversation']): string {
  if (message.from === 'guest') return `${conversation.guest.name} (guest)`;
  if (message.from === 'host') return `${conversation.host.name} (host)`;
  return 'Basera';
}

const indiaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "12 Mar 2027, 14:05" in India: an admin compares messages across days, so always the full date. */
export const transcriptTime = (instant: string) =>
  `${indiaDate(instant)}, ${indiaTime.format(new Date(instant))}`;

/** "3 reported conversations" for the count beside the heading and the link at the top. */
export const reportCount = (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`;
