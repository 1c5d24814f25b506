import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import { cardJsonByIds } from './property-cards.repository.ts';

/** These listings as cards, in the order of `ids` (ids with no listing are left out), in one query. */
export async function cardsByIds({ db }: Pick<AppDeps, 'db'>, ids: string[]): Promise<PropertyCard[]> {
  if (ids.length === 0) return [];
  const cards = await cardJsonByIds(db, ids);
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [JSON.parse(card) as PropertyCard] : [];
  });
}
