import {
  clampCount,
  normalisedPhotos,
  PRICE_MAX,
  type WizardPhoto,
} from '../../../domain/rules/listing-wizard.ts';
import { type ListingForm, listingForm, MAX_PHOTOS } from '../../../domain/schemas/listings.ts';
import type { properties, propertyPhotos } from '../../db/schema.ts';

// The wizard's form and the listing's rows, both ways: what a publish or an edit stores, and the
// form an edit starts from.

type PropertyRow = typeof properties.$inferSelect;
type PhotoRow = typeof propertyPhotos.$inferSelect;
export type ListingColumns = Omit<
  typeof properties.$inferInsert,
  'id' | 'ownerId' | 'status' | 'createdAt' | 'updatedAt' | 'recommendScore' | 'searchText'
>;
export type PhotoColumns = Omit<typeof propertyPhotos.$inferInsert, 'id' | 'propertyId'>;

const optional = (text: string) => (text.trim() === '' ? null : text.trim());
const rupeesOf = (whole: number) => `${whole}.00`;
const degrees = (text: string) => Number(text.trim()).toFixed(6);

/** The property columns a complete form sets (spaceTypeId is not stored: Basera has no space types). */
export function listingColumns(form: ListingForm): ListingColumns {
  return {
    title: form.title.trim(),
    description: optional(form.description),
    propertyTypeId: optional(form.propertyTypeId),
    destinationId: optional(form.destinationId),
    addressLine1: optional(form.addressLine1),
    addressLine2: optional(form.addressLine2),
    landmark: optional(form.landmark),
    city: optional(form.city),
    state: optional(form.state),
    pincode: optional(form.pincode),
    country: optional(form.country) ?? 'India',
    latitude: degrees(form.latitude),
    longitude: degrees(form.longitude),
    maxGuests: form.maxGuests,
    bedrooms: form.bedrooms,
    beds: form.beds,
    bathrooms: form.bathrooms,
    basePrice: rupeesOf(form.basePrice),
    cleaningFee: rupeesOf(form.cleaningFee),
    securityDeposit: rupeesOf(form.securityDeposit),
    safetyDetails: optional(form.safetyDetails),
    nocDocumentUrl: optional(form.nocDocument),
    nocFileName: optional(form.nocFileName),
    instantBook: form.instantBook,
    enableSmartPricing: form.enableSmartPricing,
  };
}

/** The photo rows: sorted, renumbered, exactly one cover. */
export function photoColumns(photos: WizardPhoto[]): PhotoColumns[] {
  return normalisedPhotos(photos).map((photo) => ({
    url: photo.url,
    caption: optional(photo.caption),
    roomType: optional(photo.roomType) ?? 'general',
    sortOrder: photo.sortOrder,
    isMainPhoto: photo.isMainPhoto,
  }));
}

const { shape } = listingForm;
const maxLengthOf = (field: keyof typeof shape) =>
  (shape[field] as { maxLength?: number | null }).maxLength ?? 0;
/** Text within the form's bound (rows written before the wizard may be longer). */
const fitted = (value: string | null, field: keyof typeof shape) => {
  const text = value ?? '';
  return shape[field].safeParse(text).success ? text : text.slice(0, maxLengthOf(field));
};
const wholeRupees = (value: string) => Math.min(PRICE_MAX, Math.max(0, Math.round(Number(value))));
const coordinateText = (value: string | null) => (value === null ? '' : String(Number(value)));

/** The form an edit starts from, rebuilt from the listing's rows (prices in whole rupees). */
export function formOfListing(row: PropertyRow, photos: PhotoRow[], amenityIds: string[]): ListingForm {
  const sorted = [...photos].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
  return {
    title: fitted(row.title, 'title'),
    description: fitted(row.description, 'description'),
    propertyTypeId: row.propertyTypeId ?? '',
    spaceTypeId: '',
    destinationId: row.destinationId ?? '',
    addressLine1: fitted(row.addressLine1, 'addressLine1'),
    addressLine2: fitted(row.addressLine2, 'addressLine2'),
    landmark: fitted(row.landmark, 'landmark'),
    city: fitted(row.city, 'city'),
    state: fitted(row.state, 'state'),
    pincode: /^\d{0,6}$/.test(row.pincode ?? '') ? (row.pincode ?? '') : '',
    country: fitted(row.country, 'country'),
    latitude: coordinateText(row.latitude),
    longitude: coordinateText(row.longitude),
    maxGuests: clampCount('maxGuests', row.maxGuests),
    bedrooms: clampCount('bedrooms', row.bedrooms),
    beds: clampCount('beds', row.beds),
    bathrooms: clampCount('bathrooms', row.bathrooms),
    amenityIds: amenityIds.slice(0, 60),
    photos: sorted.slice(0, MAX_PHOTOS).map((photo, sortOrder) => ({
      url: photo.url,
      caption: (photo.caption ?? '').slice(0, 200),
      roomType: photo.roomType.slice(0, 40),
      sortOrder,
      isMainPhoto: photo.isMainPhoto,
    })),
    basePrice: wholeRupees(row.basePrice),
    cleaningFee: wholeRupees(row.cleaningFee),
    securityDeposit: wholeRupees(row.securityDeposit),
    safetyDetails: fitted(row.safetyDetails, 'safetyDetails'),
    nocDocument: fitted(row.nocDocumentUrl, 'nocDocument'),
    nocFileName: fitted(row.nocFileName, 'nocFileName'),
    instantBook: row.instantBook,
    enableSmartPricing: row.enableSmartPricing,
  };
}
