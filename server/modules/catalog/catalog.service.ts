import type { AppDeps } from '../../app-deps.ts';
import { isForeignKeyRefusal, sqlState, UNIQUE_VIOLATION } from '../../db/db-errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import * as repo from './catalog.repository.ts';

// The catalogues' reads and admin writes, one set of functions for all (issue 13 §3).

type Deps = Pick<AppDeps, 'db' | 'log'>;
type Catalogue = repo.ServerCatalogue;
export type CatalogueItem = Record<string, unknown>;

export const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** Instants leave as ISO 8601 text, as the item schemas say. */
const toItem = (row: CatalogueItem): CatalogueItem =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/** The public list (only the active items where there is a flag) or the admin's (all of them). */
export async function listItems(
  { db }: Deps,
  c: Catalogue,
  which: 'public' | 'all',
): Promise<CatalogueItem[]> {
  return (await repo.listItems(db, c, which === 'public')).map(toItem);
}

/**
 * A write that a unique index of the catalogue refuses answers 409 with that index's message
 * (two tax registrations for one state); nothing changes.
 */
async function refusingDuplicates<T>(c: Catalogue, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const index = (err as { cause?: { constraint?: unknown } }).cause?.constraint;
    const message = typeof index === 'string' ? c.unique?.[index] : undefined;
    if (sqlState(err) === UNIQUE_VIOLATION && message) throw conflict(message({}));
    throw err;
  }
}

export async function createItem({ db }: Deps, c: Catalogue, input: repo.CatalogueValues) {
  return toItem(await refusingDuplicates(c, () => repo.insertItem(db, c, input)));
}

/** A whole replacement with the input schema's values (fields left out take their defaults). */
export async function replaceItem({ db }: Deps, c: Catalogue, id: string, input: repo.CatalogueValues) {
  const row = await refusingDuplicates(c, () => repo.updateItem(db, c, id, input));
  if (!row) throw notFound(c.notFound({}));
  return toItem(row);
}

/**
 * Deletes the item unless something refers to it: the database decides (its foreign keys are ON
 * DELETE RESTRICT: 23503 on PostgreSQL 15, 23001 on 18), and only once it has refused do we count
 * the uses, to say why. Nothing changes when refused.
 */
export async function deleteItem(deps: Deps, c: Catalogue, id: string): Promise<void> {
  await inTransaction(deps, async (tx) => {
    let deleted: boolean;
    try {
      // A savepoint: the refused delete undoes only itself, so the same transaction can still count.
      deleted = await tx.transaction((step) => repo.deleteItem(step, c, id));
    } catch (err) {
      if (!isForeignKeyRefusal(err) || !c.usedBy) throw err;
      throw conflict(c.usedBy.inUse({ count: await repo.countUses(tx, c.usedBy, id) }));
    }
    if (!deleted) throw notFound(c.notFound({}));
  });
}
