import { stateOfGstin } from '../../../../domain/rules/gst-states.ts';
import { type TaxProfile, taxProfileRequest } from '../../../../domain/schemas/tax-profile.ts';

// The GST registrations form's pure side: rows as typed, the problems the shared schema finds in
// them (instant feedback; the server stays the judge) and a 400 message put back at its field.

export type DraftField = 'gstin' | 'legalName' | 'address';
export type Draft = { key: number; gstin: string; legalName: string; address: string };
/** Problems by `${row}.${field}` ("1.gstin"), each the sentence to show under that field. */
export type DraftErrors = Partial<Record<string, string>>;

let nextKey = 1;
export const emptyDraft = (): Draft => ({ key: nextKey++, gstin: '', legalName: '', address: '' });

export function draftsOf(profile: TaxProfile): Draft[] {
  return profile.registrations.map(({ gstin, legalName, address }) => ({
    key: nextKey++,
    gstin,
    legalName,
    address,
  }));
}

export const bodyOf = (drafts: Draft[]) => ({
  registrations: drafts.map(({ gstin, legalName, address }) => ({ gstin, legalName, address })),
});

/** The state a row's GSTIN names (its first two characters), once they are a known code. */
export const draftState = (gstin: string) => stateOfGstin(gstin.trim().toUpperCase());

/** True when the rows say the same as the saved registrations, in the same order. */
export function sameAsSaved(drafts: Draft[], saved: TaxProfile | undefined): boolean {
  const now = bodyOf(drafts).registrations;
  const then = saved?.registrations ?? [];
  return (
    now.length === then.length &&
    now.every(
      (r, i) =>
        r.gstin === then[i]!.gstin && r.legalName === then[i]!.legalName && r.address === then[i]!.address,
    )
  );
}

/** What the PUT's own schema finds wrong in the rows (without the PAN check, which needs the server). */
export function draftProblems(drafts: Draft[]): DraftErrors {
  const result = taxProfileRequest.safeParse(bodyOf(drafts));
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const [list, row, field] = issue.path;
    if (list !== 'registrations' || typeof row !== 'number' || typeof field !== 'string') continue;
    errors[`${row}.${field}`] ??= issue.message;
  }
  return errors;
}

/**
 * A 400 message naming a row's field ("registrations.1.gstin: GSTIN must hold the PAN …") as the
 * key of that field and the sentence alone; null when it names no row's field.
 */
export function fieldErrorOfServerMessage(message: string): { key: string; text: string } | null {
  const match = /^registrations\.(\d+)\.(gstin|legalName|address): (\S[\s\S]*)$/.exec(message);
  if (!match) return null;
  return { key: `${match[1]}.${match[2]}`, text: match[3]! };
}
