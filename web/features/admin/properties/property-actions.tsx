import { Check, Eye, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
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
  const named = (action: string) => `${action} ${title}`;
  const size = compact ? 'sm' : 'md';
  const closeDialog = (open: boolean) => !open && setDialog(null);
  /** An icon-only control names its action and the listing; a labelled one shows the word. */
  const control = (action: string) => ({
    className: compact ? iconButton : buttonClasses('outline', size),
    'aria-label': compact ? named(action) : undefined,
    title: compact ? action : undefined,
  });

  return (
    <div className={cn('flex items-center gap-1.5', nowrap ? 'flex-nowrap' : 'flex-wrap', className)}>
      {can.approve && (
        <Button
          size={size}
          pending={review.isPending}
          onClick={() => review.mutate({ action: 'approve' })}
          aria-label={compact ? named('Approve') : undefined}
        >
          {!review.isPending && <Check className="size-4" aria-hidden="true" />}
          Approve
        </Button>
      )}
      {can.reject && (
        <Button
          size={size}
          variant="outline"
          onClick={() => setDialog('reject')}
          aria-label={compact ? named(row.status === 'approved' ? 'Take down' : 'Reject') : undefined}
        >
          <X className="size-4 text-danger-text" aria-hidden="true" />
          {row.status === 'approved' ? 'Take down' : 'Reject'}
        </Button>
      )}
      <div
        className={cn('flex items-center', compact ? 'gap-0.5' : 'gap-1.5', !nowrap && compact && 'ml-auto')}
      >
        {!onPage && (
          <Link href={paths.adminProperty(row.id)} {...control('View')}>
            <Eye className="size-4" aria-hidden="true" />
            {!compact && 'View'}
          </Link>
        )}
        <Link href={paths.adminPropertyEdit(row.id)} {...control('Edit')}>
          <Pencil className="size-4" aria-hidden="true" />
          {!compact && 'Edit'}
        </Link>
        <button type="button" onClick={() => setDialog('delete')} {...control('Delete')}>
          <Trash2 className="size-4 text-danger-text" aria-hidden="true" />
          {!compact && 'Delete'}
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
