import { useTrips } from '../../api/trips.ts';
import type { StayDates } from '../../lib/calendar-dates.ts';
import { ownStayAmong } from './own-stay.ts';

/**
 * The guest's own booking holding the chosen nights, asked of their trips only when `asked` (the
 * quote answered 409 to a signed-in guest): a stranger's taken nights stay "no longer available".
 */
export function useOwnStay(propertyId: string, stay: StayDates, asked: boolean) {
  const trips = useTrips(asked);
  return asked && trips.data ? ownStayAmong(trips.data, propertyId, stay) : undefined;
}
