import { m } from '#i18n/messages.js';
import { type DraftBody, type DraftRecord, listingDraftData } from '../../../domain/schemas/listings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/http-error.ts';
import { refuseSanctioned } from '../users/index.ts';
import * as repo from './drafts.repository.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * The stored draft data as the contract reads it. It was checked on the way in; should a later
 * change of the form's bounds make a stored field invalid, that field is dropped, not the draft.
 */
function readableDraftData(stored: unknown): DraftRecord['draftData'] {
  const whole = listingDraftData.safeParse(stored);
  if (whole.success) return whole.data;
  if (typeof stored !== 'object' || stored === null) return {};
  const kept = Object.entries(stored).filter(
    ([key, value]) => listingDraftData.safeParse({ [key]: value }).success,
  );
  return listingDraftData.parse(Object.fromEntries(kept));
}

export const draftRecordOf = (row: repo.DraftRow): DraftRecord => ({
  id: row.id,
  draftData: readableDraftData(row.draftData),
  currentStep: row.currentStep,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * GET …/property-drafts/current: the author's draft in progress, or null. Having no draft is the
 * usual state of a host, not an error, so it is no 404 (decision 116).
 */
export async function currentDraft({ db }: Deps, authorId: string): Promise<DraftRecord | null> {
  const row = await repo.draftOf(db, authorId);
  return row ? draftRecordOf(row) : null;
}

/** GET …/property-drafts/{id}: only the author's own; anyone else's is "not found". */
export async function draftById({ db }: Deps, authorId: string, id: string): Promise<DraftRecord> {
  const row = await repo.authorsDraft(db, id, authorId);
  if (!row) throw notFound(m.server_draft_not_found());
  return draftRecordOf(row);
}

/** POST …/property-drafts: the author's one draft, created or (when one exists) replaced; not while suspended or banned (403). */
export async function saveDraft(
  { db }: Deps,
  authorId: string,
  body: DraftBody,
): Promise<{ draft: DraftRecord; created: boolean }> {
  await refuseSanctioned(db, authorId);
  const { created, ...row } = await repo.upsertDraft(db, authorId, body);
  return { draft: draftRecordOf(row), created };
}

/** PUT …/property-drafts/{id} (not while suspended or banned: 403). */
export async function replaceDraft(
  { db }: Deps,
  authorId: string,
  id: string,
  body: DraftBody,
): Promise<DraftRecord> {
  await refuseSanctioned(db, authorId);
  const row = await repo.updateDraft(db, id, authorId, body);
  if (!row) throw notFound(m.server_draft_not_found());
  return draftRecordOf(row);
}

/** DELETE …/property-drafts/{id}. */
export async function discardDraft({ db }: Deps, authorId: string, id: string): Promise<void> {
  if (!(await repo.deleteDraft(db, id, authorId))) throw notFound(m.server_draft_not_found());
}
