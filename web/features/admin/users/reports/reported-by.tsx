import { indiaDate } from '../../../../../domain/rules/user-standing.ts';
import type { ConversationReport } from '../../../../../domain/schemas/messages.ts';
import { reporterLabel } from './report-labels.ts';

/** "Reported by Meena Nair (host) on 12 Mar 2027", the date kept on one line. */
export function ReportedBy({ report, className }: { report: ConversationReport; className?: string }) {
  return (
    <p className={className}>
      Reported by {reporterLabel(report)} on{' '}
      <time dateTime={report.reportedAt} className="whitespace-nowrap">
        {indiaDate(report.reportedAt)}
      </time>
    </p>
  );
}
