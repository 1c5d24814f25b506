import { expect } from 'vitest';
import type { CatalogueKey } from '../../domain/catalogues.ts';
import { GST_STATES } from '../../domain/rules/gst-states.ts';
import { makeGstin } from '../../domain/rules/gstin.ts';
import { contactInput, taxRegistrationInput } from '../../domain/schemas/catalog-inputs.ts';
import type { Executor } from '../db/client.ts';
import { reviewRatings } from '../db/schema.ts';
import { makeProperty, makeReview } from './factories.ts';

/**
 * Per catalogue, what the admin API tests send and expect: a body as an admin would type it (with
 * spaces to trim and empty optional fields) and the item it becomes, a replacement, bad bodies
 * with their exact messages, and what makes an item "in use" with the 409 message that follows.
 */
export type CatalogueCase = {
  key: CatalogueKey;
  body: Record<string, unknown>;
  created: Record<string, unknown>;
  replacement: Record<string, unknown>;
  required: [field: string, message: string][];
  bad: [change: Record<string, unknown>, message: string][];
  /** Makes rows that refer to the item, and the message a delete is refused with. */
  use?: (db: Executor, id: string) => Promise<string>;
  /** Fields that must differ between items (unique ones), new at each call, laid over `body`. */
  distinct?: () => Record<string, unknown>;
};

const [CONTACT] = contactInput.meta()!.examples as [Record<string, string>];
const [TAX_REGISTRATION] = taxRegistrationInput.meta()!.examples as [Record<string, string>];
const CHECKSUM =
  'gstin: GSTIN check character (the 15th) does not match the others: look for a mistyped character';

/** Each call a state not yet used (Goa is the replacement's) with a valid GSTIN of Basera's PAN there. */
const otherStates = GST_STATES.filter(({ state }) => state !== 'Goa');
let stateCalls = 0;
const nextState = () => {
  const { state, code } = otherStates[stateCalls++ % otherStates.length]!;
  return { state, gstin: makeGstin(code, 'AABCB1234K') };
};

/** `n` listings made with these fields. */
const listings = async (db: Executor, n: number, fields: Parameters<typeof makeProperty>[1]) => {
  for (let i = 0; i < n; i++) await makeProperty(db, fields);
};

export const CATALOGUE_CASES: CatalogueCase[] = [
  {
    key: 'destinations',
    body: {
      name: '  Goa ',
      city: 'Panaji',
      state: 'Goa',
      country: 'India',
      popularFor: '',
      latitude: ' 15.4909',
      longitude: 73.8278,
      imageUrl: '',
      description: 'Beaches',
    },
    created: {
      name: 'Goa',
      city: 'Panaji',
      state: 'Goa',
      country: 'India',
      popularFor: null,
      latitude: '15.490900',
      longitude: '73.827800',
      imageUrl: null,
      description: 'Beaches',
      isActive: true,
    },
    replacement: {
      name: 'North Goa',
      city: 'Mapusa',
      state: 'Goa',
      country: 'India',
      imageUrl: '/api/media/scene/beach-101.jpg',
    },
    required: [
      ['name', 'name: Name is required'],
      ['city', 'city: City is required'],
      ['state', 'state: State is required'],
      ['country', 'country: Country is required'],
    ],
    bad: [
      [{ city: '   ' }, 'city: City is required'],
      [{ latitude: 'north' }, 'latitude: Latitude must be a number between -90 and 90'],
      [{ longitude: 181 }, 'longitude: Longitude must be a number between -180 and 180'],
      [{ latitude: true }, 'latitude: Latitude must be a number'],
      [
        { imageUrl: 'javascript:alert(1)' },
        'imageUrl: Image URL must be an uploaded image or an http(s) address',
      ],
      [{ isActive: 'yes' }, 'isActive: isActive must be true or false'],
    ],
    use: async (db, id) => {
      await listings(db, 2, { destinationId: id });
      return 'This destination is used by 2 listings: deactivate it instead of deleting it';
    },
  },
  {
    key: 'amenities',
    body: { name: 'Wifi ', description: ' Fast', category: 'guest_favorite', icon: '📶' },
    created: { name: 'Wifi', description: 'Fast', category: 'guest_favorite', icon: '📶', isActive: true },
    replacement: { name: 'Fibre wifi', icon: 'https://cdn.example/wifi.png' },
    required: [['name', 'name: Name is required']],
    bad: [
      [{ name: '' }, 'name: Name is required'],
      [{ category: 'luxury' }, 'category: Invalid option: expected one of "general"|"guest_favorite"'],
      [{ icon: 7 }, 'icon: Icon must be text'],
    ],
    use: async (db, id) => {
      await listings(db, 1, { amenityIds: [id] });
      return 'This amenity is used by 1 listing: deactivate it instead of deleting it';
    },
  },
  {
    key: 'ratingParameters',
    body: { name: 'Cleanliness', description: 'How clean the stay was' },
    created: { name: 'Cleanliness', description: 'How clean the stay was', isActive: true },
    replacement: { name: 'Tidiness', description: null },
    required: [['name', 'name: Name is required']],
    bad: [
      [{ name: ' \t ' }, 'name: Name is required'],
      [{ description: 'x'.repeat(1001) }, 'description: Description must be at most 1000 characters'],
    ],
    use: async (db, id) => {
      const review = await makeReview(db, { propertyId: (await makeProperty(db)).id, scores: [5] });
      await db.insert(reviewRatings).values({ reviewId: review.id, ratingParameterId: id, score: 4 });
      return 'This rating parameter is used by 1 review: deactivate it instead of deleting it';
    },
  },
  {
    key: 'badges',
    body: { name: ' Superhost ', description: '' },
    created: { name: 'Superhost', description: null, createdAt: expectInstant() },
    replacement: { name: 'Top host', description: 'Loved by guests' },
    required: [['name', 'name: Name is required']],
    bad: [
      [{ name: '    ' }, 'name: Name is required'],
      [{ description: 5 }, 'description: Description must be text'],
    ],
    use: async (db, id) => {
      await listings(db, 2, { badgeIds: [id] });
      return 'This badge is awarded to 2 listings: edit it instead of deleting it';
    },
  },
  {
    key: 'propertyTypes',
    body: { name: 'Houseboat', description: 'On the backwaters', icon: '🛶', isNocRequired: true },
    created: {
      name: 'Houseboat',
      description: 'On the backwaters',
      icon: '🛶',
      isNocRequired: true,
      createdAt: expectInstant(),
    },
    replacement: { name: 'Boat house' },
    required: [['name', 'name: Name is required']],
    bad: [
      [{ name: '  ' }, 'name: Name is required'],
      [{ isNocRequired: 'yes' }, 'isNocRequired: isNocRequired must be true or false'],
    ],
    use: async (db, id) => {
      await listings(db, 3, { propertyTypeId: id });
      return 'This property type is used by 3 listings: change their type before deleting it';
    },
  },
  {
    key: 'contacts',
    // The schema's own example, with spaces around the email to trim.
    body: { ...CONTACT, email: ` ${CONTACT.email} ` },
    created: { ...CONTACT, createdAt: expectInstant() },
    replacement: {
      name: 'Arjun Rao',
      phone: '+91 80 4000 1234',
      email: 'arjun@basera.example',
      role: 'Host help',
      city: 'Bengaluru',
      state: 'Karnataka',
      county: 'Bengaluru Urban',
      pincode: '560001',
    },
    required: ['name', 'phone', 'email', 'role', 'city', 'state', 'county', 'pincode'].map((field) => [
      field,
      `${field}: ${field[0]!.toUpperCase()}${field.slice(1)} is required`,
    ]),
    bad: [
      [{ email: 'priya-at-basera' }, 'email: Please enter a valid email address'],
      [{ email: '  ' }, 'email: Email is required'],
      [{ county: ' ' }, 'county: County is required'],
      [{ phone: '9'.repeat(21) }, 'phone: Phone must be at most 20 characters'],
    ],
  },
  {
    key: 'taxRegistrations',
    // The schema's example, with spaces to trim; state and GSTIN differ per item.
    body: { ...TAX_REGISTRATION, legalName: ' Basera Stays Private Limited ' },
    created: { ...TAX_REGISTRATION, createdAt: expectInstant() },
    distinct: nextState,
    replacement: {
      legalName: 'Basera Stays Pvt Ltd',
      address: 'Panaji 403001',
      state: 'Goa',
      gstin: makeGstin('30', 'AABCB1234K'),
    },
    required: [
      ['legalName', 'legalName: Legal name is required'],
      ['address', 'address: Address is required'],
      ['state', 'state: State is required'],
      ['gstin', 'gstin: GSTIN is required'],
    ],
    bad: [
      [{ gstin: '29AABCB1234K1Z' }, 'gstin: GSTIN must be 15 characters (this one has 14)'],
      [{ gstin: '29AABCB1234K1ZU' }, CHECKSUM],
      [{ gstin: '29AABCB1234K2ZT' }, CHECKSUM],
      [{ gstin: '29AABCB1243K1ZT' }, CHECKSUM],
      [
        { gstin: makeGstin('39', 'AABCB1234K') },
        'gstin: GSTIN must start with a state code from 01 to 38 or 97 (not 39)',
      ],
      [{ gstin: '29AABCB1234K1YT' }, 'gstin: GSTIN character 14 must be Z (not Y)'],
      [
        { gstin: makeGstin('29', 'AABC11234K') },
        'gstin: GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits and a letter',
      ],
      [{ state: 'Goa' }, "gstin: GSTIN's state code 29 is Karnataka, not Goa"],
      [{ state: 'Bombay' }, 'state: State must be a state or union territory of India'],
    ],
  },
];

/** An ISO 8601 instant, as items answer createdAt. */
function expectInstant() {
  return expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
}
