import { z } from 'zod';

export const propertyStatus = z.enum(['draft', 'pending', 'approved', 'rejected']);
export type PropertyStatus = z.infer<typeof propertyStatus>;

export const cancellationPolicy = z.enum(['Flexible', 'Moderate', 'Strict']);
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

/** Rupees as a decimal string, as numeric(12,2) gives them: '4500.00'. Use domain/money.ts to compute. */
export const rupees = z.string().regex(/^\d+\.\d{2}$/);

/** A property on the home page card (traveller §3). Photos: the cover first, then in gallery order. */
export const propertyCard = z.object({
  id: z.string(),
  title: z.string(),
  basePrice: rupees,
  city: z.string().nullable(),
  state: z.string().nullable(),
  addressLine1: z.string().nullable(),
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  photos: z.array(z.object({ url: z.string() })),
  badges: z.array(z.object({ name: z.string() })),
  destination: z.object({ city: z.string(), state: z.string() }).nullable(),
  owner: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
});
export type PropertyCard = z.infer<typeof propertyCard>;

export const propertyCardList = z.array(propertyCard);
