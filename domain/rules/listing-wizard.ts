// The listing wizard's rules (admin-and-host §5, §9): counters, title suggestions, the description
// generator, the suggested price, photos and the review checklist. Used by the wizard in the
// browser and by the server when a listing is published or edited.

import { m } from '#i18n/messages.js';
import { placeOfSupplyNamed } from './gst/places-of-supply.ts';
import { pincodeProblem } from './identity-documents.ts';

export const WIZARD_STEPS = 11;
export const TITLE_MAX = 32;
export const TITLE_MIN = 10;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 500;
export const SAFETY_MIN = 100;
export const SAFETY_MAX = 1000;
export const MIN_AMENITIES = 3;
export const PHOTO_TARGET = 5;
/** A pincode's digits (identity-documents.ts checks them). */
const PINCODE_DIGITS = 6;
/** Whole rupees per night; the wizard's price inputs stop here. */
export const PRICE_MAX = 1_000_000;

export const COUNTER_LIMITS = {
  maxGuests: { min: 1, max: 20 },
  bedrooms: { min: 0, max: 10 },
  beds: { min: 1, max: 20 },
  bathrooms: { min: 1, max: 10 },
} as const;
export type Counter = keyof typeof COUNTER_LIMITS;

/** A counter's value kept inside its limits (and whole). */
export function clampCount(counter: Counter, value: number): number {
  const { min, max } = COUNTER_LIMITS[counter];
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

// The words a title may take and the highlights the description generator writes from, each in
// the language being written (decision 110): what the host clicks is added to their own text.
const TITLE_WORDS = {
  peaceful: () => m.rules_wizard_word_peaceful(),
  unique: () => m.rules_wizard_word_unique(),
  familyFriendly: () => m.rules_wizard_word_family_friendly(),
  stylish: () => m.rules_wizard_word_stylish(),
  central: () => m.rules_wizard_word_central(),
  spacious: () => m.rules_wizard_word_spacious(),
  bright: () => m.rules_wizard_word_bright(),
};
type Highlight = Exclude<keyof typeof TITLE_WORDS, 'bright'>;
/** Each highlight as the description's sentence says it ("Welcome to our peaceful home"). */
const HIGHLIGHT_ADJECTIVES: Record<Highlight, () => string> = {
  peaceful: () => m.rules_wizard_adjective_peaceful(),
  unique: () => m.rules_wizard_adjective_unique(),
  familyFriendly: () => m.rules_wizard_adjective_family_friendly(),
  stylish: () => m.rules_wizard_adjective_stylish(),
  central: () => m.rules_wizard_adjective_central(),
  spacious: () => m.rules_wizard_adjective_spacious(),
};
const HIGHLIGHTS = Object.keys(HIGHLIGHT_ADJECTIVES) as Highlight[];

/** The words the title step offers: Peaceful, Unique, Family-friendly, Stylish, Central, Spacious, Bright. */
export const titleSuggestions = (): string[] => Object.values(TITLE_WORDS).map((word) => word());

/** The title with `word` appended (after a space), or null when it would no longer fit. */
export function titleWithWord(title: string, word: string): string | null {
  const trimmed = title.trimEnd();
  const next = trimmed ? `${trimmed} ${word}` : word;
  return next.length <= TITLE_MAX ? next : null;
}

/** The generator's highlights: the title words without "Bright"; one or two may be chosen. */
export const descriptionHighlights = (): string[] => HIGHLIGHTS.map((highlight) => TITLE_WORDS[highlight]());
export const MAX_HIGHLIGHTS = 2;

export interface DescriptionFacts {
  /** Words of descriptionHighlights(), as the host chose them. */
  highlights: readonly string[];
  propertyTypeName?: string | null;
  city?: string | null;
  bedrooms?: number;
  maxGuests?: number;
}

/** A chosen highlight as the sentence says it; a word the generator does not know, in lower case. */
function adjectiveOf(word: string): string {
  const highlight = HIGHLIGHTS.find((h) => TITLE_WORDS[h]() === word);
  return highlight ? HIGHLIGHT_ADJECTIVES[highlight]() : word.toLowerCase();
}

/** A template description from one or two highlights; null when none or more than two are chosen. */
export function generatedDescription(facts: DescriptionFacts): string | null {
  const { highlights } = facts;
  if (highlights.length < 1 || highlights.length > MAX_HIGHLIGHTS) return null;
  const [first = '', second] = highlights.map(adjectiveOf);
  const adjectives =
    second === undefined ? first : m.rules_wizard_description_two_adjectives({ first, second });
  const place = (facts.propertyTypeName ?? m.rules_wizard_description_home()).toLowerCase();
  const welcome = facts.city
    ? m.rules_wizard_description_welcome_in_city({ adjectives, place, city: facts.city })
    : m.rules_wizard_description_welcome({ adjectives, place });
  const guests = Math.max(1, facts.maxGuests ?? 1);
  const sleeps =
    facts.bedrooms && facts.bedrooms > 0
      ? m.rules_wizard_description_rooms_sleeps({ bedrooms: facts.bedrooms, guests })
      : m.rules_wizard_description_sleeps({ guests });
  return `${welcome} ${sleeps} ${m.rules_wizard_description_closing()}`;
}

/** Suggested nightly price in rupees, "based on similar listings" (§9). */
export function suggestedPrice(basics: { bedrooms: number; bathrooms: number; maxGuests: number }): number {
  return 1500 * basics.bedrooms + 500 * basics.bathrooms + 300 * basics.maxGuests;
}

/** A price field's text as whole rupees: anything that is not a number becomes 0. */
export function priceFromInput(text: string): number {
  const value = Number(text.trim());
  if (!text.trim() || !Number.isFinite(value) || value < 0) return 0;
  return Math.min(PRICE_MAX, Math.round(value));
}

/** What the wizard shows as the guest's total per night (§9): base + cleaning fee + security deposit. */
export function guestTotalPerNight(prices: {
  basePrice: number;
  cleaningFee: number;
  securityDeposit: number;
}) {
  return prices.basePrice + prices.cleaningFee + prices.securityDeposit;
}

export interface WizardPhoto {
  url: string;
  caption: string;
  roomType: string;
  sortOrder: number;
  isMainPhoto: boolean;
}

const renumbered = (photos: WizardPhoto[]) => photos.map((photo, sortOrder) => ({ ...photo, sortOrder }));

/** Uploaded photos appended in order; the first photo into an empty list becomes the cover. */
export function withPhotosAdded(photos: WizardPhoto[], urls: readonly string[]): WizardPhoto[] {
  const added = urls.map((url, i) => ({
    url,
    caption: '',
    roomType: 'general',
    sortOrder: photos.length + i,
    isMainPhoto: photos.length === 0 && i === 0,
  }));
  return renumbered([...photos, ...added]);
}

/** Exactly one cover: the photo at `index`. */
export function withCover(photos: WizardPhoto[], index: number): WizardPhoto[] {
  if (!photos[index]) return photos;
  return photos.map((photo, i) => ({ ...photo, isMainPhoto: i === index }));
}

/** The photo at `from` moved to `to`, sort orders following the new order; the cover stays the cover. */
export function withPhotoMoved(photos: WizardPhoto[], from: number, to: number): WizardPhoto[] {
  if (!photos[from] || to < 0 || to >= photos.length || from === to) return photos;
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as WizardPhoto);
  return renumbered(next);
}

/** The photo at `index` removed; if it was the cover, the new first photo becomes the cover. */
export function withPhotoRemoved(photos: WizardPhoto[], index: number): WizardPhoto[] {
  const removed = photos[index];
  if (!removed) return photos;
  const rest = renumbered(photos.filter((_, i) => i !== index));
  if (!removed.isMainPhoto || rest.length === 0) return rest;
  return withCover(rest, 0);
}

/** The photos a listing saves: sorted, with exactly one cover (the first when none is marked). */
export function normalisedPhotos(photos: WizardPhoto[]): WizardPhoto[] {
  const sorted = renumbered([...photos].sort((a, b) => a.sortOrder - b.sortOrder));
  const cover = sorted.findIndex((photo) => photo.isMainPhoto);
  return withCover(sorted, cover === -1 ? 0 : cover);
}

/** What the review checklist reads from the form. */
export interface ListingFacts {
  propertyTypeId?: string | null;
  latitude?: string | null;
  longitude?: string | null;
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
  maxGuests?: number;
  bedrooms?: number;
  beds?: number;
  bathrooms?: number;
  amenityIds?: readonly string[];
  photos?: readonly unknown[];
  title?: string | null;
  description?: string | null;
  basePrice?: number;
  safetyDetails?: string | null;
  nocDocument?: string | null;
}

export type ChecklistItemId =
  | 'propertyType'
  | 'location'
  | 'address'
  | 'basics'
  | 'amenities'
  | 'photos'
  | 'title'
  | 'description'
  | 'pricing'
  | 'safety';

export interface ChecklistItem {
  id: ChecklistItemId;
  /** The wizard step that completes it; the checklist jumps there. */
  step: number;
  label: string;
  /** Said when the item is missing, in the checklist and in the server's 400. */
  missing: string;
  done: boolean;
}

const filled = (value: string | null | undefined) => (value ?? '').trim().length;
const isCoordinate = (value: string | null | undefined, limit: number) => {
  const text = (value ?? '').trim();
  return text !== '' && Number.isFinite(Number(text)) && Math.abs(Number(text)) <= limit;
};

/**
 * The ten review items (§5) in step order. `nocRequired` (the property type's isNocRequired) makes
 * the NOC document part of the safety item.
 */
export function reviewChecklist(
  form: ListingFacts,
  options: { nocRequired?: boolean } = {},
): ChecklistItem[] {
  const count = (value: number | undefined) => value ?? 0;
  const items: Omit<ChecklistItem, 'done'>[] = [
    {
      id: 'propertyType',
      step: 1,
      label: m.rules_wizard_check_property_type(),
      missing: m.rules_wizard_missing_property_type(),
    },
    {
      id: 'location',
      step: 2,
      label: m.rules_wizard_check_location(),
      missing: m.rules_wizard_missing_location(),
    },
    {
      id: 'address',
      step: 3,
      label: m.rules_wizard_check_address(),
      missing: m.rules_wizard_missing_address({ digits: PINCODE_DIGITS }),
    },
    {
      id: 'basics',
      step: 4,
      label: m.rules_wizard_check_basics(),
      missing: m.rules_wizard_missing_basics({ min: 1 }),
    },
    {
      id: 'amenities',
      step: 5,
      label: m.rules_wizard_check_amenities({ min: MIN_AMENITIES }),
      missing: m.rules_wizard_missing_amenities({ min: MIN_AMENITIES }),
    },
    {
      id: 'photos',
      step: 6,
      label: m.rules_wizard_check_photos({ min: PHOTO_TARGET }),
      missing: m.rules_wizard_missing_photos({ min: PHOTO_TARGET }),
    },
    {
      id: 'title',
      step: 7,
      label: m.rules_wizard_check_title(),
      missing: m.rules_wizard_missing_title({ min: TITLE_MIN }),
    },
    {
      id: 'description',
      step: 8,
      label: m.rules_wizard_check_description(),
      missing: m.rules_wizard_missing_description({ min: DESCRIPTION_MIN }),
    },
    {
      id: 'pricing',
      step: 9,
      label: m.rules_wizard_check_pricing(),
      missing: m.rules_wizard_missing_pricing(),
    },
    {
      id: 'safety',
      step: 10,
      label: options.nocRequired ? m.rules_wizard_check_safety_noc() : m.rules_wizard_check_safety(),
      missing: options.nocRequired
        ? m.rules_wizard_missing_safety_noc({ min: SAFETY_MIN })
        : m.rules_wizard_missing_safety({ min: SAFETY_MIN }),
    },
  ];
  const done: Record<ChecklistItemId, boolean> = {
    propertyType: filled(form.propertyTypeId) > 0,
    location: isCoordinate(form.latitude, 90) && isCoordinate(form.longitude, 180),
    address:
      filled(form.addressLine1) > 0 &&
      filled(form.city) > 0 &&
      // A state GST knows: the listing's state is its stays' place of supply (docs/tax.md rule 3).
      placeOfSupplyNamed(form.state ?? '') !== null &&
      pincodeProblem(form.pincode ?? '') === null,
    basics:
      count(form.maxGuests) >= 1 &&
      count(form.bedrooms) >= 1 &&
      count(form.beds) >= 1 &&
      count(form.bathrooms) >= 1,
    amenities: (form.amenityIds?.length ?? 0) >= MIN_AMENITIES,
    photos: (form.photos?.length ?? 0) >= PHOTO_TARGET,
    title: filled(form.title) >= TITLE_MIN && filled(form.title) <= TITLE_MAX,
    description: filled(form.description) >= DESCRIPTION_MIN && filled(form.description) <= DESCRIPTION_MAX,
    pricing: count(form.basePrice) > 0,
    safety:
      filled(form.safetyDetails) >= SAFETY_MIN &&
      filled(form.safetyDetails) <= SAFETY_MAX &&
      (!options.nocRequired || filled(form.nocDocument) > 0),
  };
  return items.map((item) => ({ ...item, done: done[item.id] }));
}

/** Progress in whole percent: completed items / 10. */
export function reviewProgress(items: readonly ChecklistItem[]): number {
  return Math.round((items.filter((item) => item.done).length / items.length) * 100);
}

/** The 400 message naming every missing item, or null when the listing is complete. */
export function incompleteListingMessage(items: readonly ChecklistItem[]): string | null {
  const missing = items.filter((item) => !item.done).map((item) => item.missing);
  return missing.length ? m.rules_wizard_incomplete({ missing: missing.join('; ') }) : null;
}
