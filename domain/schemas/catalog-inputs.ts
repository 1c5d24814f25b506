import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { amenityCategory } from './catalog.ts';
import { gstinField, gstinStateMismatch, gstStateField } from './gstin-input.ts';

// What an admin sends to create or replace a catalogue item (admin-and-host §3, §5). Text is
// trimmed; optional text sent empty or left out is stored as null. Values are tidied with
// .overwrite and .default, never .transform: zod leaves a transforming schema's examples out of
// the OpenAPI document, and the API's tests send each body's example.

/** A field's messages, chosen when a value is checked (in the request's language). */
type Said = (inputs: { max: number }) => string;

const required = (missing: () => string, tooLong: Said, max = 100) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: () => tooLong({ max }) });

const optional = (notText: () => string, tooLong: Said, max = 1000) =>
  z
    .string({ error: notText })
    .trim()
    .max(max, { error: () => tooLong({ max }) })
    .nullable()
    .overwrite((v) => v || null)
    .default(null);

/** Degrees as text or a number (§3: "numeric inputs held as text"); empty means none. */
const degrees = (notNumber: () => string, outOfRange: (inputs: { limit: number }) => string, limit: number) =>
  z
    .union([z.string().trim(), z.number()], { error: notNumber })
    .nullable()
    .refine((v) => v === null || v === '' || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit), {
      error: () => outOfRange({ limit }),
    })
    .overwrite((v) => (v === null || v === '' ? null : Number(v).toFixed(6)))
    .default(null);

/** An image address: an upload (/api/uploads/…), a demo scene (/api/media/…) or an http(s) URL. */
const imageUrl = z
  .string({ error: () => m.validation_image_url_text() })
  .trim()
  .max(2000, { error: () => m.validation_image_url_too_long() })
  .refine((v) => v === '' || /^(\/api\/(uploads|media)\/|https?:\/\/)/.test(v), {
    error: () => m.validation_image_url_source(),
  })
  .nullable()
  .overwrite((v) => v || null)
  .default(null);

const isActive = z.boolean({ error: () => m.validation_is_active_boolean() }).default(true);

const name = () => required(() => m.validation_name_required(), m.validation_name_too_long);
const city = () => required(() => m.validation_city_required(), m.validation_city_too_long);
const state = () => required(() => m.validation_state_required(), m.validation_state_too_long);
const description = () => optional(() => m.validation_description_text(), m.validation_description_too_long);
const icon = () => optional(() => m.validation_icon_text(), m.validation_icon_too_long, 2000);

export const destinationInput = z
  .object({
    name: name(),
    city: city(),
    state: state(),
    country: required(() => m.validation_country_required(), m.validation_country_too_long),
    popularFor: optional(() => m.validation_popular_for_text(), m.validation_popular_for_too_long, 200),
    latitude: degrees(() => m.validation_latitude_number(), m.validation_latitude_range, 90),
    longitude: degrees(() => m.validation_longitude_number(), m.validation_longitude_range, 180),
    imageUrl,
    description: description(),
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
    name: name(),
    description: description(),
    category: amenityCategory.default('general'),
    /** An emoji or an image URL (shown as an image when it starts with http). */
    icon: icon(),
    isActive,
  })
  .meta({
    examples: [
      { name: 'Wifi', description: 'Fast wifi', category: 'guest_favorite', icon: '📶', isActive: true },
    ],
  });
export type AmenityInput = z.input<typeof amenityInput>;

export const ratingParameterInput = z
  .object({ name: name(), description: description(), isActive })
  .meta({ examples: [{ name: 'Cleanliness', description: 'How clean the stay was', isActive: true }] });
export type RatingParameterInput = z.input<typeof ratingParameterInput>;

export const badgeInput = z
  .object({ name: name(), description: description() })
  .meta({ examples: [{ name: 'Superhost', description: 'Consistently excellent stays' }] });
export type BadgeInput = z.input<typeof badgeInput>;

export const propertyTypeInput = z
  .object({
    name: name(),
    description: description(),
    icon: icon(),
    isNocRequired: z.boolean({ error: () => m.validation_is_noc_required_boolean() }).default(false),
  })
  .meta({ examples: [{ name: 'Villa', description: 'A whole villa', icon: '🏡', isNocRequired: true }] });
export type PropertyTypeInput = z.input<typeof propertyTypeInput>;

export const contactInput = z
  .object({
    name: name(),
    phone: required(() => m.validation_phone_required(), m.validation_phone_too_long, 20),
    email: z
      .string({ error: () => m.validation_email_required() })
      .trim()
      .min(1, { error: () => m.validation_email_required() })
      .pipe(z.email({ error: () => m.validation_email_enter_valid() }).max(254)),
    role: required(() => m.validation_role_required(), m.validation_role_too_long, 60),
    city: city(),
    state: state(),
    county: required(() => m.validation_county_required(), m.validation_county_too_long),
    pincode: required(
      () => m.validation_contact_pincode_required(),
      m.validation_contact_pincode_too_long,
      10,
    ),
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
export const catalogueItemParams = (noun: string) => {
  const notAnId = ITEM_ID[noun];
  if (!notAnId) throw new Error(`catalogueItemParams: no message for a ${noun} id`);
  return z.object({
    id: z.uuid({ error: notAnId }).meta({ example: '3f6c1e0a-8b2d-4c5e-9f1a-2b3c4d5e6f70' }),
  });
};

/** Per catalogue noun (domain/catalogues.ts), the refusal of a path id that is no uuid. */
const ITEM_ID: Record<string, () => string> = {
  destination: () => m.validation_destination_id(),
  amenity: () => m.validation_amenity_id(),
  'rating parameter': () => m.validation_rating_parameter_id(),
  badge: () => m.validation_badge_id(),
  'property type': () => m.validation_property_type_id(),
  contact: () => m.validation_contact_id(),
  'tax registration': () => m.validation_tax_registration_id(),
};

/** Basera's GST registration in one state; the GSTIN's state code must be that state's. */
export const taxRegistrationInput = z
  .object({
    legalName: required(() => m.validation_legal_name_required(), m.validation_legal_name_too_long, 200),
    address: required(() => m.validation_address_required(), m.validation_address_too_long, 500),
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
