import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '#i18n/messages.js';
import type {
  HostReservation,
  HostReservationList,
  ReservationTab,
} from '../../../../domain/schemas/host-operations.ts';
import { getJson, sendJson, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { answeredToast, firstNameOf } from '../reservations/reservation-labels.ts';
import { OWNER_PROPERTIES_KEY } from './owner-properties.ts';
import { OWNER_STATS_KEY } from './owner-stats.ts';

/** Every query of the host's reservations starts with this key, so one invalidation refreshes all tabs. */
export const RESERVATIONS_KEY = ['/api/owner/reservations'] as const;

/** GET /api/owner/reservations?tab=: the host's bookings across their listings, for one tab. */
export function fetchReservations(tab: ReservationTab) {
  return getJson<HostReservationList>(`/api/owner/reservations?tab=${tab}`);
}

/** Asked afresh whenever the page opens: guests book and requests expire while the host is away. */
export function useReservations(tab: ReservationTab) {
  return useQuery({
    queryKey: [...RESERVATIONS_KEY, tab],
    queryFn: () => fetchReservations(tab),
    select: (list) => list.reservations,
    staleTime: 0,
  });
}

export type Answer =
  | { action: 'accept' }
  | { action: 'decline'; message: string }
  | { action: 'cancel'; reason: string };

const done = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const;
const failed = {
  accept: m.host_accept_failed(),
  decline: m.host_decline_failed(),
  cancel: m.host_cancel_failed(),
};

/** POST /api/owner/reservations/{id}/accept|decline|cancel: the reservation as it is now. */
export function answerReservation(id: string, answer: Answer) {
  const url = `/api/owner/reservations/${encodeURIComponent(id)}/${answer.action}`;
  if (answer.action === 'accept') return sendJson<HostReservation>('POST', url);
  const body = answer.action === 'decline' ? { message: answer.message } : { reason: answer.reason };
  return sendJson<HostReservation>('POST', url, body);
}

/**
 * Accept, decline or cancel one reservation; say so; then load the tabs, the dashboard's figures and
 * the listings (their bookings and calendars) again. A refusal (409: already answered, expired) is
 * said too, and the lists are loaded again since they were out of date.
 */
export function useAnswerReservation(reservation: HostReservation) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: OWNER_STATS_KEY });
    void queryClient.invalidateQueries({ queryKey: OWNER_PROPERTIES_KEY });
  };
  return useMutation({
    mutationFn: (answer: Answer) => answerReservation(reservation.id, answer),
    onSuccess: (_saved, answer) => {
      toast(answeredToast[done[answer.action]](firstNameOf(reservation.guest)));
      refresh();
    },
    onError: (error, answer) => {
      toast({
        title: failed[answer.action],
        description: serverMessageOf(error) ?? m.host_something_went_wrong(),
        variant: 'destructive',
      });
      refresh();
    },
  });
}
