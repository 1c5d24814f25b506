import { m } from '#i18n/messages.js';

/**
 * Infants and pets take no bed (a listing's maxGuests counts adults and children), so they get
 * bounds of their own: the booking API refuses more, the guest picker stops there. Zod-free, so the
 * web's search bar can import it without pulling the schemas into its first download.
 */
export const MAX_INFANTS = 5;
export const MAX_PETS = 5;

/**
 * Whether a listing's house rules (free text the host writes) say that pets may not come. Only a
 * plain "no": "No pets", "Pets are not allowed", "Pets not permitted", "not pet-friendly". Rules
 * that allow pets ("Pets allowed on request") or do not mention them leave pets to the guest.
 */
const NO_PETS = [
  /\bno pets?\b/i,
  /\bpets? (?:are |is )?(?:not|never) (?:allowed|permitted|accepted|welcome)\b/i,
  /\bpets? (?:are |is )?(?:prohibited|forbidden)\b/i,
  /\bnot pet[- ]?friendly\b/i,
];

export function houseRulesRefusePets(houseRules: string | null | undefined): boolean {
  return !!houseRules && NO_PETS.some((rule) => rule.test(houseRules));
}

/** The 400 for pets where the house rules refuse them, in the language being written. */
export const noPetsAllowed = () => `pets: ${m.rules_stay_no_pets()}`;
