import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { propertyDrafts } from '../../db/schema.ts';

export type DraftRow = typeof propertyDrafts.$inferSelect;

const draftColumns = {
  id: propertyDrafts.id,
  ownerId: propertyDrafts.ownerId,
  draftData: propertyDrafts.draftData,
  currentStep: propertyDrafts.currentStep,
  createdAt: propertyDrafts.createdAt,
  updatedAt: propertyDrafts.updatedAt,
};

/** The author's draft in progress (there is at most one). */
export async function draftOf(db: Executor, ownerId: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(propertyDrafts).where(eq(propertyDrafts.ownerId, ownerId));
  return row;
}

/** The draft with this id, only when this author wrote it. */
export async function authorsDraft(db: Executor, id: string, ownerId: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyDrafts)
    .where(and(eq(propertyDrafts.id, id), eq(propertyDrafts.ownerId, ownerId)));
  return row;
}

/**
 * Saves the author's one draft: inserted, or the existing row updated (the unique index on owner_id
 * decides between two first saves racing). `created` says which happened.
 */
export async function upsertDraft(
  db: Executor,
  ownerId: string,
  draft: { draftData: object; currentStep: number },
): Promise<DraftRow & { created: boolean }> {
  const [row] = await db
    .insert(propertyDrafts)
    .values({ ownerId, ...draft })
    .onConflictDoUpdate({
      target: propertyDrafts.ownerId,
      set: { draftData: draft.draftData, currentStep: draft.currentStep, updatedAt: sql`now()` },
    })
    // xmax is 0 on a row this statement inserted, the updating transaction's id on one it updated.
    .returning({ ...draftColumns, created: sql<boolean>`(xmax = 0)` });
  return row!;
}

/** Replaces this author's draft with this id; undefined when there is none. */
export async function updateDraft(
  db: Executor,
  id: string,
  ownerId: string,
  draft: { draftData: object; currentStep: number },
): Promise<DraftRow | undefined> {
  const [row] = await db
    .update(propertyDrafts)
    .set({ ...draft, updatedAt: sql`now()` })
    .where(and(eq(propertyDrafts.id, id), eq(propertyDrafts.ownerId, ownerId)))
    .returning();
  return row;
}

/** Deletes this author's draft with this id; false when there was none. */
export async function deleteDraft(db: Executor, id: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .delete(propertyDrafts)
    .where(and(eq(propertyDrafts.id, id), eq(propertyDrafts.ownerId, ownerId)))
    .returning({ id: propertyDrafts.id });
  return rows.length > 0;
}
