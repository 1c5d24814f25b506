import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { StayDates } from '../../lib/calendar-dates.ts';
import { todayIso } from '../../lib/formatters.ts';
import { readStayParams, type StayChoice, writeStayParams } from './stay-params.ts';

/**
 * The stay being chosen, kept in the address (`?checkIn=&checkOut=&guests=`): the page calendar,
 * the booking card's pickers and the phone bar read and change the same one, a search from the
 * home page carries over, and the address can be shared. Changes replace the history entry.
 */
export function useStayChoice(maxGuests: number) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const stay = useMemo(() => readStayParams(search, todayIso(), maxGuests), [search, maxGuests]);

  const update = useCallback(
    (next: StayChoice) => navigate(`${location}${writeStayParams(search, next)}`, { replace: true }),
    [location, navigate, search],
  );

  return {
    stay,
    setDates: (dates: StayDates) => update({ ...stay, ...dates }),
    setGuests: (guests: number) => update({ ...stay, guests }),
  };
}

export type StayChoiceState = ReturnType<typeof useStayChoice>;
