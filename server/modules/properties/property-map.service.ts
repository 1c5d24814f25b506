import { type MapCluster, separateMarkers } from '../../../domain/rules/map-clusters.ts';
import { mapCellDegrees } from '../../../domain/rules/map-grid.ts';
import type { PropertyMapQuery } from '../../../domain/schemas/property-map.ts';
import type { AppDeps } from '../../app-deps.ts';
import { listingFilterOf } from './listing-filter.service.ts';
import { mapClustersJson } from './property-map.repository.ts';

/**
 * The clusters of the map (GET /api/properties/map) as JSON text: every approved listing matching
 * the filters whose public position lies in the box, counted once, in the grid cell of the zoom,
 * markers that would overlap on screen folded together (domain/rules/map-clusters.ts).
 */
export async function mapClusters(
  deps: Pick<AppDeps, 'db'>,
  query: PropertyMapQuery,
  now = new Date(),
): Promise<string> {
  const filter = { ...listingFilterOf(query, now), box: query.bbox };
  const grid = await mapClustersJson(deps.db, { filter, cellDegrees: mapCellDegrees(query.zoom) });
  return JSON.stringify(separateMarkers(JSON.parse(grid) as MapCluster[], query.zoom));
}
