import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { m } from '#i18n/messages.js';
import type { ConversationReport } from '../../../../../domain/schemas/messages.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useConversationReports } from '../../api/conversation-reports.ts';
import { ReportCard } from './report-card.tsx';
import { reportCount } from './report-labels.ts';
import { ReportedConversationDialog } from './reported-conversation-dialog.tsx';

export const REPORTS_SECTION_ID = 'reported-conversations';

function ReportsSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        {m.admin_reports_loading()}
      </span>
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-56 w-full rounded-2xl" />
      ))}
    </div>
  );
}

function NoReports() {
  return (
    <EmptyState
      icon={ShieldCheck}
      title={m.admin_reports_empty_title()}
      text={m.admin_reports_empty_text()}
    />
  );
}

/**
 * What guests and hosts reported from Messages, newest first (issue 26 §1): each opens the conversation
 * read-only, or a participant's detail with the guidelines ladder (`onManage`).
 */
export function ReportedConversations({ onManage }: { onManage: (userId: string) => void }) {
  const reports = useConversationReports();
  const [reading, setReading] = useState<ConversationReport | null>(null);
  const manage = (userId: string) => {
    setReading(null);
    onManage(userId);
  };
  return (
    <section
      id={REPORTS_SECTION_ID}
      aria-labelledby="reported-conversations-heading"
      className="scroll-mt-20"
    >
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="reported-conversations-heading" className="text-lg font-semibold text-fg">
          {m.admin_reports_heading()}
        </h2>
        {reports.data && reports.data.length > 0 && (
          <span className="text-sm text-fg-muted">{reportCount(reports.data.length)}</span>
        )}
      </div>
      {reports.isPending ? (
        <ReportsSkeleton />
      ) : reports.isError ? (
        <LoadError
          message={m.admin_load_error_the_reports()}
          retrying={reports.isFetching}
          onRetry={() => reports.refetch()}
        />
      ) : reports.data.length === 0 ? (
        <NoReports />
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-1">
          {reports.data.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onRead={setReading} onManage={manage} />
            </li>
          ))}
        </ul>
      )}
      <ReportedConversationDialog report={reading} onClose={() => setReading(null)} onManage={manage} />
    </section>
  );
}
