import { useQuery } from '@tanstack/react-query';
import type { DraftBody, DraftRecord } from '../../../../domain/schemas/listings.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import type { WizardRole } from '../wizard-context.tsx';

/** The draft endpoints of each role (decision 53): an admin's drafts are the admin session's own. */
export function draftsUrl(role: WizardRole): string {
  return role === 'admin' ? '/api/admin/property-drafts' : '/api/property-drafts';
}

/** GET …/property-drafts/current: the draft in progress, or null (200) when there is none. */
export const fetchCurrentDraft = (role: WizardRole) =>
  getJson<DraftRecord | null>(`${draftsUrl(role)}/current`);

/**
 * The draft as the wizard opens it. Read afresh every time the wizard opens (never from a cache
 * left by an earlier visit: the draft may have been saved, published or deleted since).
 */
export function useCurrentDraft(role: WizardRole) {
  return useQuery({
    queryKey: [draftsUrl(role), 'current'],
    queryFn: () => fetchCurrentDraft(role),
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST …/property-drafts when there is no draft yet, else PUT …/property-drafts/{id}. */
export function saveDraft(role: WizardRole, id: string | null, body: DraftBody): Promise<DraftRecord> {
  return id
    ? sendJson<DraftRecord>('PUT', `${draftsUrl(role)}/${id}`, body)
    : sendJson<DraftRecord>('POST', draftsUrl(role), body);
}

/** DELETE …/property-drafts/{id}. */
export async function deleteDraft(role: WizardRole, id: string): Promise<void> {
  await sendJson<unknown>('DELETE', `${draftsUrl(role)}/${id}`);
}
