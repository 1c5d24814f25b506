import { ArrowLeft, Flag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { ConversationSummary } from '../../../../domain/schemas/messages.ts';
import { BookingStatusBadge } from '../../../components/booking/booking-status-badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { otherName } from '../message-labels.ts';
import { PersonAvatar } from './person-avatar.tsx';
import { ReportDialog } from './report-dialog.tsx';

/** Above the open conversation: back to the list (phones), who, which listing (linked), Report. */
export function ConversationHeader({
  conversation: c,
  backLink,
}: {
  conversation: ConversationSummary;
  backLink: boolean;
}) {
  const [reporting, setReporting] = useState(false);
  const name = otherName(c);
  return (
    <div className="flex items-center gap-3 border-b border-line px-3 py-3 sm:px-5">
      {backLink && (
        <Link
          href={paths.messages}
          aria-label={m.messages_all_messages()}
          className={buttonClasses('ghost', 'icon', '-ml-2 shrink-0')}
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
      )}
      <PersonAvatar
        firstName={c.otherParty.firstName}
        photo={c.otherParty.profileImageUrl}
        className="size-10"
      />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-fg">{name}</h2>
        <p className="flex min-w-0 items-center gap-2 text-sm text-fg-muted">
          <Link href={paths.property(c.property.id)} className="truncate underline-offset-2 hover:underline">
            {c.property.title}
          </Link>
          {c.bookingStatus && <BookingStatusBadge status={c.bookingStatus} />}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={() => setReporting(true)} className="shrink-0 text-fg-muted">
        <Flag className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{m.messages_report()}</span>
      </Button>
      <ReportDialog open={reporting} onOpenChange={setReporting} conversationId={c.id} otherName={name} />
    </div>
  );
}
