import { Flag } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { useConversationReports } from '../../api/conversation-reports.ts';
import { REPORTS_SECTION_ID } from './reported-conversations.tsx';

/**
 * Where the reports sit below the users (under 1536 px), a line at the top saying how many wait and
 * leading to them: twenty users' cards would otherwise hide them on a phone.
 */
export function ReportsJumpLink() {
  const reports = useConversationReports();
  const count = reports.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <p className="mt-4 2xl:hidden">
      <a
        href={`#${REPORTS_SECTION_ID}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-muted px-3 text-sm font-semibold text-fg hover:underline sm:min-h-9"
      >
        <Flag className="size-4 text-danger-text" aria-hidden="true" />
        {m.admin_reports_jump({ count })}
      </a>
    </p>
  );
}
