import { ChevronLeft, ChevronRight } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { pageCount } from './user-labels.ts';

/** "Page 1 of 3" with Previous and Next (hidden while everything fits on one page). */
export function UsersPager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={m.admin_users_pages()} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {m.admin_users_previous()}
      </Button>
      <p className="text-sm font-medium text-fg-muted" aria-live="polite">
        {m.admin_users_page_of({ page, pages })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.admin_users_next()}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
