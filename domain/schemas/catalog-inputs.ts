import { z } from 'zod';
import { amenityCategory } from './catalog.ts';
import { gstinField, gstinStateMismatch, gstStateField } from './gstin-input.ts';

// What an admin sends to create or replace a catalogue item (admin-and-host §3, §5). Text is
// trimmed; optional text sent empty or left out is stored as null. Values are tidied with
// .overwrite and .default, never .transform: zod leaves a transforming schema's examples out of
// the OpenAPI document, and the API's tests send each body's example.

const required = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const optional = (label: string, max = 1000) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .overwrite((v) => v || null)
    .default(null);

/** Degrees as text or a number (§3: "numeric inputs held as text"); empty means none. */
const degrees = (label: string, limit: number) =>
  z
    .union([z.string().trim(), z.number()], { error: `${label} must be a number` })
    .nullable()
    .refine((v) => v === null || v === '' || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit), {
      error: `${label} must be a number between -${limit} and ${limit}`,
    })
    .overwrite((v) => (v === null || v === '' ? null : Number(v).toFixed(6)))
    .default(null);

/** An image address: an upload (/api/uploads/…), a demo scene (/api/media/…) or an http(s) URL. */
const imageUrl = z
  .string({ error: 'Image URL must be text' })
  .trim()
  .max(2000, { error: 'Image URL is too long' })
  .refine((v) => v === '' || /^(\/api\/(uploads|media)\/|https?:\/\/)/.test(v), {
    error: 'Image URL must be an uploaded image or an http(s) address',
  })
  .nullable()
  .overwrite((v) => v || null)
  .default(null);

const isActive = z.boolean({ error: 'isActive must be true or false' }).default(true);

export const destinationInput = z
  .object({
    name: required('Name'),
    city: required('City'),
    state: required('State'),
    country: required('Country'),
    popularFor: optional('Popular for', 200),
    latitude: degrees('Latitude', 90),
    longitude: degrees('Longitude', 180),
    imageUrl,
    description: optional('Description'),
    isActive,
  })
  .meta({
    examples: [
      {
        name: 'Goa',
        city: 'Panaji',
        state: 'Goa',
        country: 'India',
        popularFor: 'Beaches',
        latitude: '15.4909',
        longitude: '73.8278',
        imageUrl: null,
        description: 'Sun, sand and Portuguese quarters.',
        isActive: true,
      },
    ],
  });
export type DestinationInput = z.input<typeof destinationInput>;

export const amenityInput = z
  .object({
    name: required('Name'),
    description: optional('Description'),
    category: amenityCategory.default('general'),
    /** An emoji or an image URL (shown as an image when it starts with http). */
    icon: optional('Icon', 2000),
    isActive,
  })
  .meta({
    examples: [
      { name: 'Wifi', description: 'Fast wifi', category: 'guest_favorite', icon: '📶', isActive: true },
    ],
  });
export type AmenityInput = z.input<typeof amenityInput>;

export const ratingParameterInput = z
  .object({ name: required('Name'), description: optional('Description'), isActive })
  .meta({ examples: [{ name: 'Cleanliness', description: 'How clean the stay was', isActive: true }] });
export type RatingParameterInput = z.input<typeof ratingParameterInput>;

export const badgeInput = z
  .object({ name: required('Name'), description: optional('Description') })
  .meta({ examples: [{ name: 'Superhost', description: 'Consistently excellent stays' }] });
export type BadgeInput = z.input<typeof badgeInput>;

export const propertyTypeInput = z
  .object({
    name: required('Name'),
    description: optional('Description'),
    icon: optional('Icon', 2000),
    isNocRequired: z.boolean({ error: 'isNocRequired must be true or false' }).default(false),
  })
  .meta({ examples: [{ name: 'Villa', description: 'A whole villa', icon: '🏡', isNocRequired: true }] });
export type PropertyTypeInput = z.input<typeof propertyTypeInput>;

export const contactInput = z
  .object({
    name: required('Name'),
    phone: required('Phone', 20),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, { error: 'Email is required' })
      .pipe(z.email({ error: 'Please enter a valid email address' }).max(254)),
    role: required('Role', 60),
    city: required('City'),
    state: required('State'),
    county: required('County'),
    pincode: required('Pincode', 10),
  })
  .meta({
    examples: [
      {
        name: 'Priya Nair',
        phone: '+91 98765 43210',
        email: 'support@basera.example',
        role: 'Support',
        city: 'Kochi',
        state: 'Kerala',
        county: 'Ernakulam',
        pincode: '682001',
      },
    ],
  });
export type ContactInput = z.input<typeof contactInput>;

/** The path of one catalogue item, /api/admin/{path}/{id}: "params id: must be a destination id". */
export const catalogueItemParams = (noun: string) =>
  z.object({
    id: z
      .uuid(`must be ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun} id`)
      .meta({ example: '3f6c1e0a-8b2d-4c5e-9f1a-2b3c4d5e6f70' }),
  });

/** Basera's GST registration in one state; the GSTIN's state code must be that state's. */
export const taxRegistrationInput = z
  .object({
    legalName: required('Legal name', 200),
    address: required('Address', 500),
    state: gstStateField,
    gstin: gstinField,
  })
  .check((ctx) => {
    const mismatch = gstinStateMismatch(ctx.value.gstin, ctx.value.state);
    if (mismatch)
      ctx.issues.push({ code: 'custom', input: ctx.value.gstin, path: ['gstin'], message: mismatch });
  })
  .meta({
    examples: [
      {
        legalName: 'Basera Stays Private Limited',
        address: '4th Floor, 12 MG Road, Bengaluru 560001',
        state: 'Karnataka',
        gstin: '29AABCB1234K1ZT',
      },
    ],
  });
export type TaxRegistrationInput = z.input<typeof taxRegistrationInput>;
