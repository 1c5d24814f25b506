import { Ban, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { formatStayDate } from '../../../lib/calendar-dates.ts';
import { paths } from '../../../lib/paths.ts';
import { useBlockNights, useUnblockNights } from '../api/calendar.ts';
import type { NightRange } from './night-selection.ts';
import { blockVerdict, type SelectionSummary } from './selection-summary.ts';

/** A block reaching past the selection: unblocking frees all of it, so the host is told which nights. */
function wholeBlocks(summary: SelectionSummary, range: NightRange): string | null {
  const wider = summary.blocks.filter((block) => block.first < range.first || block.last > range.last);
  if (wider.length === 0) return null;
  const spans = wider.map((block) =>
    block.first === block.last
      ? formatStayDate(block.first)
      : `${formatStayDate(block.first)} – ${formatStayDate(block.last)}`,
  );
  return m.host_unblock_whole_blocks({ spans: spans.join(', ') });
}

/** Block the selection's free nights (with a note only the host sees), or unblock its blocks. */
export function BlockActions({
  propertyId,
  range,
  summary,
}: {
  propertyId: string;
  range: NightRange;
  summary: SelectionSummary;
}) {
  const [reason, setReason] = useState('');
  const block = useBlockNights(propertyId);
  const unblock = useUnblockNights(propertyId);
  const verdict = blockVerdict(summary);
  const busy = block.isPending || unblock.isPending;
  const partly = summary.free < summary.nights;
  const extent = wholeBlocks(summary, range);

  return (
    <div className="space-y-3">
      {verdict.ok ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            block.mutate(
              { runs: summary.freeRuns, reason: reason.trim() },
              { onSuccess: () => setReason('') },
            );
          }}
        >
          <TextField
            label={m.host_block_note()}
            hint={m.host_block_note_hint()}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" className="w-full" pending={block.isPending} disabled={busy}>
            {!block.isPending && <Ban className="size-4" aria-hidden="true" />}
            {partly ? m.host_block_free_nights({ count: summary.free }) : m.host_block_nights()}
          </Button>
        </form>
      ) : (
        <div className="rounded-lg bg-muted p-3 text-sm text-fg">
          <p>{verdict.why}</p>
          {summary.taken > 0 && (
            <Link
              href={paths.reservations}
              className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-text underline underline-offset-2"
            >
              {m.host_go_to_reservations()}
            </Link>
          )}
        </div>
      )}
      {summary.blocks.length > 0 && (
        <div className="space-y-2">
          <Button
            variant="outline"
            className="w-full"
            pending={unblock.isPending}
            disabled={busy}
            onClick={() => unblock.mutate(summary.blocks.map((b) => b.id))}
          >
            {!unblock.isPending && <LockOpen className="size-4" aria-hidden="true" />}
            {m.host_unblock()}
          </Button>
          {extent && <p className="text-sm text-fg-muted">{extent}</p>}
        </div>
      )}
    </div>
  );
}
