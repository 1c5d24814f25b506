import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { CatalogueDefinition } from '../../../domain/catalogues.ts';
import type { Language } from '../../../domain/rules/language/languages.ts';
import type { Executor } from '../../db/client.ts';

// One repository for the admin catalogues (issue 13 §3): each is described once, in a small
// file of catalogues/, by its domain definition, its table and what refers to its items.

/** A catalogue's table: a uuid id and the instant its rows were created. */
type CatalogueTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** A row as written: the input schema's output, whose keys are the table's columns. */
export type CatalogueValues = Record<string, unknown>;

/**
 * A message of the `server` catalogue: in the request's language when it is made, or in the one asked
 * for (the OpenAPI document is English).
 */
export type CatalogueMessage<Inputs = Record<string, never>> = (
  inputs: Inputs,
  options?: { locale?: Language },
) => string;

/** What refers to a catalogue's items: a delete the database refuses over them says so with a count. */
export type CatalogueUse = {
  /** The referring column (its foreign key is ON DELETE RESTRICT). */
  column: PgColumn;
  /** One referring row, singular, as the OpenAPI document names it: "listing", "review". */
  by: string;
  /**
   * The 409 with how many refer to it and what to do instead: "This destination is used by 2
   * listings: deactivate it instead of deleting it", "This badge is awarded to 2 listings: edit it …".
   */
  inUse: CatalogueMessage<{ count: number }>;
};

export type ServerCatalogue = {
  definition: CatalogueDefinition<z.ZodType, z.ZodType<CatalogueValues>>;
  table: CatalogueTable;
  /** The item's fields as lists answer them: the table's columns named by the item schema. */
  columns: Record<string, PgColumn>;
  /** Ascending; oldest first (createdAt, id) unless told: the order the admin created them in. */
  order: PgColumn[];
  /** The flag the public list keeps to, for catalogues that have one. */
  active?: PgColumn;
  /** The 404 of an unknown id: "Destination not found". */
  notFound: CatalogueMessage;
  usedBy?: CatalogueUse;
  /** Per unique index of the table, the 409 message when an add or a replacement collides with it. */
  unique?: Record<string, CatalogueMessage>;
};

/**
 * A catalogue's database side from its definition: the item schema's fields become the selected
 * columns (a field without a column fails at start-up, not in a request).
 */
export function defineCatalogue({
  definition,
  table,
  order = [table.createdAt, table.id],
  notFound,
  usedBy,
  unique,
}: Pick<ServerCatalogue, 'definition' | 'table' | 'notFound' | 'usedBy' | 'unique'> & {
  order?: PgColumn[];
}): ServerCatalogue {
  const item = definition.item;
  if (!(item instanceof z.ZodObject)) throw new Error(`${definition.path}: the item schema is no object`);
  const all: Record<string, PgColumn> = getTableColumns(table);
  const columns = Object.fromEntries(
    Object.keys(item.shape).map((field) => {
      const column = all[field];
      if (!column) throw new Error(`${definition.path}: the item's ${field} has no column`);
      return [field, column];
    }),
  );
  if (definition.hasActiveFlag && !all.isActive) throw new Error(`${definition.path}: no isActive column`);
  return {
    definition,
    table,
    columns,
    order,
    active: definition.hasActiveFlag ? all.isActive : undefined,
    notFound,
    usedBy,
    unique,
  };
}

/** Every item, or only the active ones (for catalogues with an active flag), in the catalogue's order. */
export function listItems(db: Executor, c: ServerCatalogue, activeOnly: boolean) {
  return db
    .select(c.columns)
    .from(c.table)
    .where(activeOnly && c.active ? eq(c.active, true) : undefined)
    .orderBy(...c.order.map((column) => asc(column)));
}

export async function insertItem(db: Executor, c: ServerCatalogue, values: CatalogueValues) {
  const [row] = await db
    .insert(c.table)
    .values(values as never)
    .returning(c.columns);
  return row!;
}

/** Replaces the item's fields; undefined when there is no such item. */
export async function updateItem(db: Executor, c: ServerCatalogue, id: string, values: CatalogueValues) {
  const [row] = await db
    .update(c.table)
    .set(values as never)
    .where(eq(c.table.id, id))
    .returning(c.columns);
  return row;
}

/** False when there is no such item; a foreign key still referring to it refuses (23503). */
export async function deleteItem(db: Executor, c: ServerCatalogue, id: string): Promise<boolean> {
  const rows = await db.delete(c.table).where(eq(c.table.id, id)).returning({ id: c.table.id });
  return rows.length > 0;
}

/** How many rows refer to the item (listings, reviews). */
export function countUses(db: Executor, use: CatalogueUse, id: string): Promise<number> {
  return db.$count(use.column.table, eq(use.column, id));
}
