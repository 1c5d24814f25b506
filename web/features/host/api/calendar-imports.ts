import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The toast of a feed read just now: its nights, or why it could not be read. */
function readToast(answer: CalendarImport, title: string) {
  if (answer.lastError)
    toast({
      title: `${title}, but it could not be read`,
      description: answer.lastError,
      variant: 'destructive',
    });
  else
    toast({
      title,
      description: `${answer.importedNights} ${answer.importedNights === 1 ? 'night is' : 'nights are'} closed by “${answer.name}”.`,
    });
}

/** POST …/calendar/imports: adds a feed and reads it at once. Errors are the caller's (under the fields). */
export function useAddCalendarImport(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (input: CalendarImportRequest) => sendJson<CalendarImport>('POST', imports(id), input),
    onSuccess: (answer) => readToast(answer, 'Calendar added'),
    onSettled: refresh,
  });
}

/** POST …/calendar/imports/{importId}/sync: reads the feed now. */
export function useSyncCalendarImport(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (importId: string) => sendJson<CalendarImport>('POST', `${feed(id, importId)}/sync`),
    onSuccess: (answer) => readToast(answer, 'Calendar synced'),
    onError: (error) =>
      toast({
        title: 'Could not sync',
        description: serverMessageOf(error) ?? 'Please try again.',
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
    onSuccess: () =>
      toast({ title: 'Calendar removed', description: 'The nights it closed are free again.' }),
    onError: (error) =>
      toast({
        title: 'Could not remove it',
        description: serverMessageOf(error) ?? 'Please try again.',
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}
