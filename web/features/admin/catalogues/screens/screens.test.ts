import { describe, expect, it } from 'vitest';
import { type CatalogueKey, catalogues } from '../../../../../domain/catalogues.ts';
import type { CatalogueItem } from '../../../../api/catalogues.ts';
import { defaultsOf, fieldErrors, requiredFields } from '../catalogue-form.ts';
import type { CatalogueScreen } from '../catalogue-screen.ts';
import { amenitiesScreen } from './amenities.screen.ts';
import { badgesScreen } from './badges.screen.ts';
import { contactsScreen } from './contacts.screen.ts';
import { destinationsScreen } from './destinations.screen.ts';
import { propertyTypesScreen } from './property-types.screen.ts';
import { ratingParametersScreen } from './rating-parameters.screen.ts';
import { taxRegistrationsScreen } from './tax-registrations.screen.ts';

const screens: CatalogueScreen<CatalogueKey>[] = [
  destinationsScreen,
  amenitiesScreen,
  ratingParametersScreen,
  badgesScreen,
  propertyTypesScreen,
  contactsScreen,
  taxRegistrationsScreen,
];

describe.each(screens.map((screen) => [screen.title, screen] as const))('%s', (_title, screen) => {
  const input = catalogues[screen.catalogue].input;

  it('has a form field for every field the server takes, and no other', () => {
    expect(screen.fields.map((field) => field.name).sort()).toEqual(Object.keys(input.shape).sort());
  });

  it('starts a new item that the server refuses only for its required fields', () => {
    const errors = fieldErrors(input, defaultsOf(screen.fields));
    for (const message of Object.values(errors)) expect(message).toMatch(/ is required$/);
    expect(Object.keys(errors)).toContain(screen.fields[0]!.name); // name, legal name
  });

  it('waits for exactly the fields the server requires, where it disables Save', () => {
    if (!screen.mustBeFilled) return;
    expect([...screen.mustBeFilled].sort()).toEqual([...requiredFields(input, screen.fields)].sort());
  });
});

it('covers every catalogue once', () => {
  expect(screens.map((screen) => screen.catalogue).sort()).toEqual(Object.keys(catalogues).sort());
});

describe('cards', () => {
  it('shows a destination with its place and the default photo when it has none', () => {
    const goa: CatalogueItem<'destinations'> = {
      id: 'd1',
      name: 'Goa',
      city: 'Panaji',
      state: 'Goa',
      country: 'India',
      popularFor: 'Beaches',
      latitude: null,
      longitude: null,
      imageUrl: null,
      description: null,
      isActive: true,
    };
    expect(destinationsScreen.card(goa)).toEqual({
      title: 'Goa',
      photo: null,
      subtitle: 'Panaji, Goa, India',
      description: null,
      tags: [{ label: 'Beaches', tone: 'grey' }],
    });
  });

  it("names an amenity's group and a property type that needs a NOC", () => {
    const wifi = {
      id: 'a',
      name: 'Wifi',
      description: null,
      category: 'guest_favorite',
      icon: '📶',
      isActive: true,
    } as const;
    expect(amenitiesScreen.card(wifi).tags).toEqual([{ label: 'Guest favourite', tone: 'yellow' }]);
    const villa = {
      id: 'p',
      name: 'Villa',
      description: null,
      icon: '🏡',
      isNocRequired: true,
      createdAt: '2027-03-12T10:00:00Z',
    };
    expect(propertyTypesScreen.card(villa)).toMatchObject({ icon: '🏡', tags: [{ label: 'NOC required' }] });
  });

  it("gives a contact's phone and email as links and the area in one line", () => {
    const card = contactsScreen.card({
      id: 'c',
      name: 'Priya Nair',
      phone: '+91 98765 43210',
      email: 'support@basera.example',
      role: 'Support',
      city: 'Kochi',
      state: 'Kerala',
      county: 'Ernakulam',
      pincode: '682001',
      createdAt: '2027-03-12T10:00:00Z',
    });
    expect(card.details?.map(({ text, href }) => ({ text, href }))).toEqual([
      { text: '+91 98765 43210', href: 'tel:+919876543210' },
      { text: 'support@basera.example', href: 'mailto:support@basera.example' },
      { text: 'Kochi, Ernakulam, Kerala, 682001', href: undefined },
    ]);
  });
});
