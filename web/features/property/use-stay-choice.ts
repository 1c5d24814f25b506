import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { todayIn } from '../../../domain/rules/stay-dates.ts';
import type { StayDates } from '../../lib/calendar-dates.ts';
import { readStayParams, type StayChoice, writeStayParams } from './stay-params.ts';

/**
 * The stay being chosen, kept in the address (`?checkIn=&checkOut=&guests=`): the page calendar,
 * the booking card's pickers and the phone bar read and change the same one, a search from the
 * home page carries over, and the address can be shared. Changes replace the history entry.
 * "Today" is the listing's (its time zone), as the server's booking rules and its drawing of the
 * page read it, so a phone in another zone, or near midnight, neither drops nor offers another day.
 */
export function useStayChoice(maxGuests: number, timeZone: string) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const today = todayIn(timeZone);
  const stay = useMemo(() => readStayParams(search, today, maxGuests), [search, today, maxGuests]);

  const update = useCallback(
    (next: StayChoice) => navigate(`${location}${writeStayParams(search, next)}`, { replace: true }),
    [location, navigate, search],
  );

  return {
    stay,
    today,
    setDates: (dates: StayDates) => update({ ...stay, ...dates }),
    setGuests: (guests: number) => update({ ...stay, guests }),
  };
}

export type StayChoiceState = ReturnType<typeof useStayChoice>;
