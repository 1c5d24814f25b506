import { Check, Eye, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { AdminPropertyRow } from '../../../../domain/schemas/admin-properties.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/class-names.ts';
import { paths } from '../../../lib/paths.ts';
import { useReviewProperty } from '../api/properties.ts';
import { reviewActions, titleText } from './admin-property-labels.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';

type Props = {
  row: AdminPropertyRow;
  /** On one line (a table cell takes the width it needs). */
  nowrap?: boolean;
  /** Icon buttons in a table row; labelled buttons on a card or the listing's own page. */
  compact?: boolean;
  /** The listing's own page has no View, and leaves for the list once the listing is deleted. */
  onPage?: { onDeleted: () => void };
  className?: string;
};

const iconButton = buttonClasses('ghost', 'icon', 'lg:size-10');

/** View, Edit and Delete, and Approve or Reject as the listing's status allows. */
export function PropertyActions({ row, compact = false, nowrap = false, onPage, className }: Props) {
  const [dialog, setDialog] = useState<'reject' | 'delete' | null>(null);
  const review = useReviewProperty(row.id);
  const can = reviewActions(row.status);
  const title = titleText(row);
  const takeDown = row.status === 'approved';
  const size = compact ? 'sm' : 'md';
  const closeDialog = (open: boolean) => !open && setDialog(null);
  /** An icon-only control names its action and the listing ("Edit Sea View Villa"); a labelled one shows the word. */
  const control = (word: string, named: string) => ({
    className: compact ? iconButton : buttonClasses('outline', size),
    'aria-label': compact ? named : undefined,
    title: compact ? word : undefined,
  });

  return (
    <div className={cn('flex items-center gap-1.5', nowrap ? 'flex-nowrap' : 'flex-wrap', className)}>
      {can.approve && (
        <Button
          size={size}
          pending={review.isPending}
          onClick={() => review.mutate({ action: 'approve' })}
          aria-label={compact ? m.admin_properties_approve_named({ title }) : undefined}
        >
          {!review.isPending && <Check className="size-4" aria-hidden="true" />}
          {m.admin_properties_approve()}
        </Button>
      )}
      {can.reject && (
        <Button
          size={size}
          variant="outline"
          onClick={() => setDialog('reject')}
          aria-label={
            compact
              ? takeDown
                ? m.admin_properties_take_down_named({ title })
                : m.admin_properties_reject_named({ title })
              : undefined
          }
        >
          <X className="size-4 text-danger-text" aria-hidden="true" />
          {takeDown ? m.admin_properties_take_down() : m.admin_properties_reject()}
        </Button>
      )}
      <div
        className={cn('flex items-center', compact ? 'gap-0.5' : 'gap-1.5', !nowrap && compact && 'ml-auto')}
      >
        {!onPage && (
          <Link
            href={paths.adminProperty(row.id)}
            {...control(m.admin_view(), m.admin_properties_view_named({ title }))}
          >
            <Eye className="size-4" aria-hidden="true" />
            {!compact && m.admin_view()}
          </Link>
        )}
        <Link
          href={paths.adminPropertyEdit(row.id)}
          {...control(m.admin_edit(), m.admin_properties_edit_named({ title }))}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {!compact && m.admin_edit()}
        </Link>
        <button
          type="button"
          onClick={() => setDialog('delete')}
          {...control(m.admin_delete(), m.admin_properties_delete_named({ title }))}
        >
          <Trash2 className="size-4 text-danger-text" aria-hidden="true" />
          {!compact && m.admin_delete()}
        </button>
      </div>
      <RejectDialog row={row} open={dialog === 'reject'} onOpenChange={closeDialog} />
      <DeleteDialog
        row={row}
        open={dialog === 'delete'}
        onOpenChange={closeDialog}
        onDeleted={onPage?.onDeleted}
      />
    </div>
  );
}
