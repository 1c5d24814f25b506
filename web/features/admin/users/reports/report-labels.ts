import { m } from '#i18n/messages.js';
import { INDIA_TIME_ZONE } from '../../../../../domain/rules/stay-clock.ts';
import { indiaDate } from '../../../../../domain/rules/user-standing.ts';
import type { ConversationReport } from '../../../../../domain/schemas/messages.ts';

// The words of the reported conversations on /admin/users (issue 26 §1; decision 102).

type Report = ConversationReport;
type Message = Report['conversation']['messages'][number];
export type Side = 'guest' | 'host';

export const sideLabels: Record<Side, () => string> = {
  guest: m.admin_reports_guest,
  host: m.admin_reports_host,
};

/** "Manage guest Asha Verma": the button that opens a participant's user detail. */
export const manageSideLabels: Record<Side, (inputs: { name: string }) => string> = {
  guest: m.admin_reports_manage_guest,
  host: m.admin_reports_manage_host,
};

/** "Asha Verma (guest)", "Meena Nair (host)", or a reporter whose account is gone. */
export function reporterLabel(report: Pick<Report, 'reporter' | 'conversation'>): string {
  const { reporter, conversation } = report;
  if (!reporter.id || !reporter.name) return m.admin_reports_deleted_account();
  if (reporter.id === conversation.guest.id) return m.admin_reports_as_guest({ name: reporter.name });
  if (reporter.id === conversation.host.id) return m.admin_reports_as_host({ name: reporter.name });
  return reporter.name;
}

/** Who wrote a message, as the transcript heads it. */
export function senderLabel(message: Pick<Message, 'from'>, conversation: Report['conversation']): string {
  if (message.from === 'guest') return m.admin_reports_as_guest({ name: conversation.guest.name });
  if (message.from === 'host') return m.admin_reports_as_host({ name: conversation.host.name });
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

/** "3 reports" for the count beside the heading. */
export const reportCount = (count: number) => m.admin_reports_count({ count });
