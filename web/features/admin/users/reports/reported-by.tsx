import { m } from '#i18n/messages.js';
import { indiaDate } from '../../../../../domain/rules/user-standing.ts';
import type { ConversationReport } from '../../../../../domain/schemas/messages.ts';
import { RichText } from '../../../../components/ui/rich-text.tsx';
import { reporterLabel } from './report-labels.ts';

/** "Reported by Meena Nair (host) on 12 Mar 2027", the date kept on one line. */
export function ReportedBy({ report, className }: { report: ConversationReport; className?: string }) {
  return (
    <p className={className}>
      <RichText
        text={m.admin_reports_reported_by({
          reporter: reporterLabel(report),
          date: indiaDate(report.reportedAt),
        })}
        tags={{
          date: (date) => (
            <time dateTime={report.reportedAt} className="whitespace-nowrap">
              {date}
            </time>
          ),
        }}
      />
    </p>
  );
}
