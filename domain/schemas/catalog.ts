import { z } from 'zod';

// The catalogue as the API shows it (admin-and-host §3). Admin writes will add input schemas here.

/** An instant as ISO 8601 text. */
const instant = z.string();

export const destination = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  popularFor: z.string().nullable(),
  /** Decimal degrees as text (numeric in the database), e.g. '15.490900'. */
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  imageUrl: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
});
export type Destination = z.infer<typeof destination>;

export const amenityCategory = z.enum(['general', 'guest_favorite']);
export type AmenityCategory = z.infer<typeof amenityCategory>;

export const amenity = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: amenityCategory,
  /** An emoji or an image URL. */
  icon: z.string().nullable(),
  isActive: z.boolean(),
});
export type Amenity = z.infer<typeof amenity>;

export const ratingParameter = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
});
export type RatingParameter = z.infer<typeof ratingParameter>;

export const badge = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: instant,
});
export type Badge = z.infer<typeof badge>;

export const propertyType = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  isNocRequired: z.boolean(),
  createdAt: instant,
});
export type PropertyType = z.infer<typeof propertyType>;

export const contact = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  county: z.string().nullable(),
  pincode: z.string().nullable(),
  createdAt: instant,
});
export type Contact = z.infer<typeof contact>;

export const destinationList = z.array(destination);
export const amenityList = z.array(amenity);
export const ratingParameterList = z.array(ratingParameter);
export const badgeList = z.array(badge);
export const propertyTypeList = z.array(propertyType);
export const contactList = z.array(contact);

/** One of Basera's own GST registrations (issue 24 §1): one per state or union territory. */
export const taxRegistration = z.object({
  id: z.string(),
  legalName: z.string(),
  address: z.string(),
  /** The state or union territory, as the app names it; always the one the GSTIN's code stands for. */
  state: z.string(),
  gstin: z.string(),
  createdAt: instant,
});
export type TaxRegistration = z.infer<typeof taxRegistration>;
export const taxRegistrationList = z.array(taxRegistration);
