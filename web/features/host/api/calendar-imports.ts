import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '#i18n/messages.js';
import type {
  CalendarImport,
  CalendarImportList,
  CalendarImportRequest,
} from '../../../../domain/schemas/calendar-imports.ts';
import { getJson, sendJson, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { calendarKey } from './calendar.ts';
import { ownerListingKey } from './owner-listing.ts';

// A listing's calendar feeds from other platforms (issue 27 §3).

export const calendarImportsKey = (id: string) => [...ownerListingKey(id), 'calendar-imports'] as const;
const imports = (id: string) => `/api/owner/properties/${encodeURIComponent(id)}/calendar/imports`;
const feed = (id: string, importId: string) => `${imports(id)}/${encodeURIComponent(importId)}`;

/** GET …/calendar/imports: the feeds, oldest first. */
export function useCalendarImports(id: string) {
  return useQuery({
    queryKey: calendarImportsKey(id),
    queryFn: () => getJson<CalendarImportList>(imports(id)),
    enabled: !!id,
  });
}

/** After a feed changed: its list, the months of the calendar and the listing as guests see it. */
function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarImportsKey(id) }),
      queryClient.invalidateQueries({ queryKey: calendarKey(id) }),
      queryClient.invalidateQueries({ queryKey: ['/api/properties', id] }),
    ]);
}

const readTitles = {
  added: { read: m.host_feed_added(), unreadable: m.host_feed_added_unreadable() },
  synced: { read: m.host_feed_synced(), unreadable: m.host_feed_synced_unreadable() },
};

/** The toast of a feed read just now: its nights, or why it could not be read. */
function readToast(answer: CalendarImport, titles: { read: string; unreadable: string }) {
  if (answer.lastError)
    toast({
      title: titles.unreadable,
      description: answer.lastError,
      variant: 'destructive',
    });
  else
    toast({
      title: titles.read,
      description: m.host_feed_read_nights({ count: answer.importedNights, name: answer.name }),
    });
}

/** POST …/calendar/imports: adds a feed and reads it at once. Errors are the caller's (under the fields). */
export function useAddCalendarImport(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (input: CalendarImportRequest) => sendJson<CalendarImport>('POST', imports(id), input),
    onSuccess: (answer) => readToast(answer, readTitles.added),
    onSettled: refresh,
  });
}

/** POST …/calendar/imports/{importId}/sync: reads the feed now. */
export function useSyncCalendarImport(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (importId: string) => sendJson<CalendarImport>('POST', `${feed(id, importId)}/sync`),
    onSuccess: (answer) => readToast(answer, readTitles.synced),
    onError: (error) =>
      toast({
        title: m.host_feed_sync_failed(),
        description: serverMessageOf(error) ?? m.host_try_again(),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}

/** DELETE …/calendar/imports/{importId}: the feed and the nights it closed go. */
export function useRemoveCalendarImport(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (importId: string) => sendJson('DELETE', feed(id, importId)),
    onSuccess: () => toast({ title: m.host_feed_removed(), description: m.host_feed_removed_description() }),
    onError: (error) =>
      toast({
        title: m.host_feed_remove_failed(),
        description: serverMessageOf(error) ?? m.host_try_again(),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}
