import { describe, expect, it } from 'vitest';
import { amenityInput, contactInput, destinationInput } from '../../../../domain/schemas/catalog-inputs.ts';
import {
  canSave,
  decimalText,
  defaultsOf,
  type FormField,
  fieldErrors,
  iconKind,
  requiredFields,
  serverFieldError,
  valuesOf,
} from './catalogue-form.ts';
import { amenitiesScreen } from './screens/amenities.screen.ts';
import { contactsScreen } from './screens/contacts.screen.ts';
import { destinationsScreen } from './screens/destinations.screen.ts';

describe('iconKind', () => {
  it('shows an icon starting with http as an image, anything else as emoji text', () => {
    expect(iconKind('https://cdn.example.com/wifi.png')).toBe('image');
    expect(iconKind('http://example.com/a.svg')).toBe('image');
    expect(iconKind('📶')).toBe('emoji');
    expect(iconKind('/api/uploads/catalog/a.webp')).toBe('emoji');
    expect(iconKind('  ')).toBe('none');
    expect(iconKind(null)).toBe('none');
  });
});

describe('form values', () => {
  it('starts a new amenity as the spec says: category general, active', () => {
    expect(defaultsOf(amenitiesScreen.fields)).toEqual({
      name: '',
      category: 'general',
      icon: '',
      description: '',
      isActive: true,
    });
    expect(defaultsOf(contactsScreen.fields).role).toBe('Support');
  });

  it('fills the edit form from an item, nulls as empty and degrees without trailing zeros', () => {
    const goa = {
      id: 'd1',
      name: 'Goa',
      city: 'Panaji',
      state: 'Goa',
      country: 'India',
      popularFor: null,
      latitude: '15.490900',
      longitude: '73.000000',
      imageUrl: null,
      description: 'Sun and sand',
      isActive: false,
    };
    expect(valuesOf(destinationsScreen.fields, goa)).toEqual({
      name: 'Goa',
      city: 'Panaji',
      state: 'Goa',
      country: 'India',
      popularFor: '',
      latitude: '15.4909',
      longitude: '73',
      imageUrl: '',
      description: 'Sun and sand',
      isActive: false,
    });
  });

  it('sends what the server would store: trimmed text, empty optional text as null', () => {
    const values = {
      ...valuesOf(destinationsScreen.fields, {}),
      name: ' Goa ',
      city: 'Panaji',
      state: 'Goa',
    };
    expect(destinationInput.parse(values)).toMatchObject({
      name: 'Goa',
      country: 'India',
      popularFor: null,
      latitude: null,
      imageUrl: null,
      isActive: true,
    });
  });

  it('keeps decimals a person typed', () => {
    expect(decimalText('12.50')).toBe('12.5');
    expect(decimalText('120')).toBe('120');
    expect(decimalText('-0.000100')).toBe('-0.0001');
  });
});

describe('validation', () => {
  it("names the destination's required fields and refuses degrees that are not numbers", () => {
    const values = {
      ...defaultsOf(destinationsScreen.fields),
      country: '',
      latitude: 'north',
      longitude: '200',
    };
    expect(fieldErrors(destinationInput, values)).toEqual({
      name: 'Name is required',
      city: 'City is required',
      state: 'State is required',
      country: 'Country is required',
      latitude: 'Latitude must be a number between -90 and 90',
      longitude: 'Longitude must be a number between -180 and 180',
    });
    expect(
      fieldErrors(destinationInput, { ...values, latitude: '15.123456789', longitude: '-73' }),
    ).not.toHaveProperty('latitude');
  });

  it('marks as required exactly the fields the schema will not take empty', () => {
    expect([...requiredFields(destinationInput, destinationsScreen.fields)]).toEqual([
      'name',
      'city',
      'state',
      'country',
    ]);
    expect(requiredFields(amenityInput, amenitiesScreen.fields)).toEqual(new Set(['name']));
    expect(requiredFields(contactInput, contactsScreen.fields).size).toBe(8);
  });

  it('offers Save once every named field has more than spaces', () => {
    const contact = {
      name: 'Priya',
      phone: '98765 43210',
      email: 'p@example.com',
      role: 'Support',
      city: 'Kochi',
      state: 'Kerala',
      county: 'Ernakulam',
      pincode: '682001',
    };
    const mustBeFilled = contactsScreen.mustBeFilled ?? [];
    expect(canSave(contact, mustBeFilled)).toBe(true);
    expect(canSave({ ...contact, county: '   ' }, mustBeFilled)).toBe(false);
    expect(canSave({ ...contact, email: '' }, mustBeFilled)).toBe(false);
    expect(canSave({ name: '' }, [])).toBe(true);
  });
});

describe('serverFieldError', () => {
  const fields: FormField[] = [{ kind: 'text', name: 'name', label: 'Name' }];
  it("puts the server's message for a field of the form under that field", () => {
    expect(serverFieldError('name: Name must be at most 100 characters', fields)).toEqual({
      name: 'name',
      message: 'Name must be at most 100 characters',
    });
  });
  it('leaves any other message to the form', () => {
    expect(serverFieldError('category: Invalid option', fields)).toBeNull();
    expect(serverFieldError('A destination named Goa already exists', fields)).toBeNull();
    expect(serverFieldError(null, fields)).toBeNull();
  });
});
