import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { m } from '#i18n/messages.js';
import type { HostCalendar } from '../../../../domain/schemas/host-operations.ts';
import { getJson, sendJson, serverMessageOf, statusOf } from '../../../lib/api-client.ts';
import { type ToastInput, toast } from '../../../lib/toast.ts';
import { type MonthKey, monthNights } from '../calendar/calendar-month.ts';
import { withBlocked, withPrice, withUnblocked } from '../calendar/night-changes.ts';
import { ownerListingKey } from './owner-listing.ts';

/** A listing's calendar, month by month, under its owner-listing key (one invalidation refreshes both). */
export const calendarKey = (id: string) => [...ownerListingKey(id), 'calendar'] as const;
const monthKey = (id: string, month: MonthKey) => [...calendarKey(id), month] as const;
const base = (id: string) => `/api/owner/properties/${encodeURIComponent(id)}`;

/** GET …/calendar?from&to for one month's nights, with the listing's base price, today and calendar link. */
export function fetchCalendarMonth(id: string, month: MonthKey) {
  const { from, to } = monthNights(month);
  return getJson<HostCalendar>(`${base(id)}/calendar?from=${from}&to=${to}`);
}

const monthQuery = (id: string, month: MonthKey) => ({
  queryKey: monthKey(id, month),
  queryFn: () => fetchCalendarMonth(id, month),
  // Read again on coming back to the page, but not each time the side panel looks at a loaded month.
  staleTime: 30_000,
  // A 404 (not this owner's listing) will not turn up on a second try.
  retry: (failures: number, error: Error) => statusOf(error) !== 404 && failures < 1,
});

/** One month; while the next loads, the last month's answer stays (isPlaceholderData) for its price and link. */
export function useCalendarMonth(id: string, month: MonthKey) {
  return useQuery({ ...monthQuery(id, month), enabled: !!id, placeholderData: keepPreviousData });
}

/** Several months at once (the months a selection spans): their nights together, and whether all came. */
export function useCalendarMonths(id: string, months: MonthKey[]) {
  return useQueries({
    queries: months.map((month) => ({ ...monthQuery(id, month), enabled: !!id })),
    combine: (answers) => ({
      nights: answers.flatMap((answer) => answer.data?.nights ?? []),
      failed: answers.some((answer) => answer.isError),
      retry: () => {
        for (const answer of answers) if (answer.isError) void answer.refetch();
      },
    }),
  });
}

/** Reads the months before and after ahead of time, so moving between them shows nights at once. */
export function usePrefetchMonths() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string, months: MonthKey[]) => {
      for (const month of months) void queryClient.prefetchQuery(monthQuery(id, month));
    },
    [queryClient],
  );
}

type Change<V> = {
  send: (variables: V) => Promise<unknown>;
  /** The change as the grid shows it until the server's calendar comes back. */
  show: (calendar: HostCalendar, variables: V) => HostCalendar;
  done: (variables: V) => ToastInput;
  failed: string;
};

/** A change to the calendar: shown at once, sent, then every loaded month read again (undone on failure). */
function useCalendarChange<V>(id: string, change: Change<V>) {
  const queryClient = useQueryClient();
  const key = calendarKey(id);
  return useMutation({
    mutationFn: change.send,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<HostCalendar>({ queryKey: key });
      queryClient.setQueriesData<HostCalendar>({ queryKey: key }, (calendar) =>
        calendar ? change.show(calendar, variables) : calendar,
      );
      return { before };
    },
    onError: (error, _variables, context?: { before: [QueryKey, HostCalendar | undefined][] }) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
      toast({
        title: change.failed,
        description: serverMessageOf(error) ?? m.host_try_again(),
        variant: 'destructive',
      });
    },
    onSuccess: (_answer, variables) => toast(change.done(variables)),
    // The mutation stays pending until the calendar is read again, so its button shows progress till then.
    // The listing as guests see it (its availability and quotes, the owner's preview) is read again too.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/properties', id] });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

type Run = { startDate: string; endDate: string };

/** POST …/blocked-dates for each run of free nights (the API takes one range per block). */
export function useBlockNights(id: string) {
  return useCalendarChange(id, {
    send: async ({ runs, reason }: { runs: Run[]; reason: string }) => {
      for (const run of runs)
        await sendJson('POST', `${base(id)}/blocked-dates`, { ...run, ...(reason ? { reason } : {}) });
    },
    show: (calendar, { runs, reason }) => withBlocked(calendar, runs, reason || null),
    done: () => ({ title: m.host_nights_blocked(), description: m.host_nights_blocked_description() }),
    failed: m.host_block_failed(),
  });
}

/** DELETE …/blocked-dates/{blockId} for each block: all their nights are free again. */
export function useUnblockNights(id: string) {
  return useCalendarChange(id, {
    send: async (blockIds: string[]) => {
      for (const blockId of blockIds)
        await sendJson('DELETE', `${base(id)}/blocked-dates/${encodeURIComponent(blockId)}`);
    },
    show: withUnblocked,
    done: () => ({ title: m.host_nights_unblocked(), description: m.host_nights_unblocked_description() }),
    failed: m.host_unblock_failed(),
  });
}

type PriceChange = Run & { price: string | null; days: 'all' | 'weekends' };

/** PUT …/nightly-prices: the host's price for these nights, or (null) back to the base price. */
export function useSetNightPrice(id: string) {
  return useCalendarChange(id, {
    send: (change: PriceChange) => sendJson('PUT', `${base(id)}/nightly-prices`, change),
    show: withPrice,
    done: ({ price }) =>
      price === null
        ? { title: m.host_base_price_restored(), description: m.host_base_price_restored_description() }
        : { title: m.host_price_updated(), description: m.host_price_updated_description() },
    failed: m.host_price_failed(),
  });
}

/** POST …/calendar/rotate-token: a new secret calendar link; the old one stops working. */
export function useResetCalendarLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<{ icsUrl: string }>('POST', `${base(id)}/calendar/rotate-token`),
    onSuccess: ({ icsUrl }) => {
      queryClient.setQueriesData<HostCalendar>({ queryKey: calendarKey(id) }, (calendar) =>
        calendar ? { ...calendar, icsUrl } : calendar,
      );
      toast({
        title: m.host_link_reset(),
        description: m.host_link_reset_description(),
      });
    },
    onError: (error) =>
      toast({
        title: m.host_link_reset_failed(),
        description: serverMessageOf(error) ?? m.host_try_again(),
        variant: 'destructive',
      }),
  });
}
