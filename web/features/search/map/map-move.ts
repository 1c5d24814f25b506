import { type MapView, sameView } from './map-box.ts';

/** How long the map must stand still before it searches (issue 27). */
export const SEARCH_DELAY_MS = 300;

/**
 * What a map's stop (Leaflet's moveend) leads to: `search` the new box (after SEARCH_DELAY_MS, a
 * new move cancelling it), `offer` a "Search this area" button (searching as it moves is off), or
 * `ignore` it: a move the page made itself (restoring the address's view, fitting the results) or
 * one that ends where the last search was.
 */
export type MoveOutcome = 'search' | 'offer' | 'ignore';

export function afterMapMove({
  byUser,
  searchAsMove,
  searched,
  view,
}: {
  /** False for the page's own moves (setView/fitBounds to follow the address). */
  byUser: boolean;
  searchAsMove: boolean;
  /** The box the results are for (the address's), null when the results are not a box search. */
  searched: MapView | null;
  view: MapView;
}): MoveOutcome {
  if (!byUser || sameView(searched, view)) return 'ignore';
  return searchAsMove ? 'search' : 'offer';
}
