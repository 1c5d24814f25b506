import { CalendarSync, RefreshCw, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { CalendarImport } from '../../../../domain/schemas/calendar-imports.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  useCalendarImports,
  useRemoveCalendarImport,
  useSyncCalendarImport,
} from '../api/calendar-imports.ts';
import { AddFeedForm } from './add-feed-form.tsx';
import { importedNightsText, lastSyncText } from './calendar-import-labels.ts';
import { statusLook } from './night-style.ts';

function FeedRow({ propertyId, feed }: { propertyId: string; feed: CalendarImport }) {
  const sync = useSyncCalendarImport(propertyId);
  const remove = useRemoveCalendarImport(propertyId);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold text-fg">
          <span
            aria-hidden="true"
            className={`inline-flex size-6 shrink-0 items-center justify-center rounded-md ${statusLook.imported.swatch}`}
          >
            <CalendarSync className="size-3.5" />
          </span>
          {feed.name}
        </p>
        <p className="mt-1 truncate font-mono text-xs text-fg-muted" title={feed.url}>
          {feed.url}
        </p>
        <p className="mt-1 text-sm text-fg-muted">
          {lastSyncText(feed.lastSyncedAt)} · {importedNightsText(feed.importedNights)}
        </p>
        {feed.lastError && (
          <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-danger-text">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {feed.lastError}.{feed.importedNights > 0 && ` ${m.host_feed_error_nights_stay()}`}
            </span>
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          className="flex-1 sm:flex-none"
          pending={sync.isPending}
          aria-label={m.host_feed_sync_label({ name: feed.name })}
          onClick={() => sync.mutate(feed.id)}
        >
          {!sync.isPending && <RefreshCw className="size-4" aria-hidden="true" />}
          {m.host_feed_sync_now()}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="flex-1 sm:flex-none"
          aria-label={m.host_feed_remove_label({ name: feed.name })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {m.host_remove()}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.host_feed_remove_title({ name: feed.name })}
        description={m.host_feed_remove_description()}
        confirmLabel={m.host_remove()}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(feed.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}

/**
 * The listing's calendars on other sites (issue 27 §3): each feed with its last sync and error, Sync
 * now and Remove, and the form to add one. Their nights show on the grid in a colour of their own.
 */
export function CalendarImports({ propertyId }: { propertyId: string }) {
  const id = useId();
  const feeds = useCalendarImports(propertyId);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-fg">
        {m.host_feeds_title()}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-fg-muted">{m.host_feeds_intro()}</p>
      {feeds.isPending ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-72" />
        </div>
      ) : feeds.isError ? (
        <div className="mt-4">
          <LoadError
            message={m.host_load_error_your_calendar_feeds()}
            retrying={feeds.isFetching}
            onRetry={() => feeds.refetch()}
          />
        </div>
      ) : feeds.data.imports.length === 0 ? (
        <p className="mt-4 text-sm text-fg">{m.host_feeds_empty()}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line" aria-label={m.host_feeds_list_label()}>
          {feeds.data.imports.map((feed) => (
            <FeedRow key={feed.id} propertyId={propertyId} feed={feed} />
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-line pt-4">
        <AddFeedForm propertyId={propertyId} />
      </div>
    </section>
  );
}
