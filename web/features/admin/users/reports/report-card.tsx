import { Flag, MessagesSquare } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { ConversationReport } from '../../../../../domain/schemas/messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { manageSideLabels, type Side, sideLabels } from './report-labels.ts';
import { ReportedBy } from './reported-by.tsx';

type Person = ConversationReport['conversation']['guest'];
export type ReportActions = {
  /** Opens the conversation read-only. */
  onRead: (report: ConversationReport) => void;
  /** Opens a participant's user detail (standing, history, the sanction form). */
  onManage: (userId: string) => void;
};

type ParticipantProps = { side: Side; person: Person; onManage: (id: string) => void };

function Participant({ side, person, onManage }: ParticipantProps) {
  return (
    <li className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs text-fg-muted">{sideLabels[side]()}</p>
        <p className="truncate text-sm font-semibold text-fg">{person.name}</p>
        <p className="truncate text-xs text-fg-muted" title={person.email}>
          {person.email}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onManage(person.id)}
        aria-label={manageSideLabels[side]({ name: person.name })}
      >
        {m.admin_manage()}
      </Button>
    </li>
  );
}

/** One report: the reason, who reported it and when, the listing and the two sides, and the ways to act. */
export function ReportCard({ report, onRead, onManage }: { report: ConversationReport } & ReportActions) {
  const { conversation } = report;
  return (
    <article
      aria-label={m.admin_reports_report_about({ title: conversation.property.title })}
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <p className="flex items-start gap-2 text-sm break-words whitespace-pre-line text-fg">
        <Flag className="mt-0.5 size-4 shrink-0 text-danger-text" aria-hidden="true" />
        <span>
          <span className="sr-only">{m.admin_reports_reason()} </span>
          {report.reason}
        </span>
      </p>
      <ReportedBy report={report} className="mt-2 text-xs text-fg-muted" />
      <p className="mt-3 truncate text-sm text-fg">
        <span className="text-fg-muted">{m.admin_reports_listing()} </span>
        <span className="font-medium">{conversation.property.title}</span>
      </p>
      <ul aria-label={m.admin_reports_two_sides()} className="mt-3 space-y-2 border-t border-line pt-3">
        <Participant side="guest" person={conversation.guest} onManage={onManage} />
        <Participant side="host" person={conversation.host} onManage={onManage} />
      </ul>
      <Button variant="soft" size="sm" className="mt-3 w-full" onClick={() => onRead(report)}>
        <MessagesSquare className="size-4" aria-hidden="true" />
        {m.admin_reports_read_conversation()}
      </Button>
    </article>
  );
}
