import { describe, expect, it } from 'vitest';
import { place } from '../../../domain/schemas/places.ts';
import { createGazetteer, distanceKm } from './gazetteer.ts';

const gazetteer = createGazetteer();

describe('the offline gazetteer of Indian cities and states', () => {
  it('finds a city by name with its state and coordinates (six decimals)', async () => {
    const { source, places } = await gazetteer.search('Panaji');
    expect(source).toBe('gazetteer');
    expect(places[0]).toEqual({
      label: 'Panaji, Goa',
      addressLine1: null,
      city: 'Panaji',
      state: 'Goa',
      pincode: null,
      country: 'India',
      latitude: expect.stringMatching(/^15\.\d{6}$/),
      longitude: expect.stringMatching(/^73\.\d{6}$/),
    });
    for (const found of places) expect(place.parse(found)).toEqual(found);
  });

  it('ignores case and accents, and puts names that start with the text before names that contain it', async () => {
    const { places } = await gazetteer.search('mUMBAI');
    expect(places[0]).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
    const pune = await gazetteer.search('pune');
    const names = pune.places.map((p) => p.city ?? p.state ?? '');
    const firstContains = names.findIndex((name) => !name.toLowerCase().startsWith('pune'));
    const lastPrefix = names.findLastIndex((name) => name.toLowerCase().startsWith('pune'));
    expect(names[0]).toBe('Pune');
    if (firstContains !== -1) expect(lastPrefix).toBeLessThan(firstContains);
  });

  it('answers at most 8 suggestions', async () => {
    const { places } = await gazetteer.search('pur');
    expect(places).toHaveLength(8);
  });

  it('finds states as well as cities', async () => {
    const { places } = await gazetteer.search('Kerala');
    expect(places[0]).toMatchObject({ label: 'Kerala', city: null, state: 'Kerala', country: 'India' });
  });

  it('reads "city, state" as the user sees it in the list', async () => {
    const { places } = await gazetteer.search('Panaji, Go');
    expect(places[0]).toMatchObject({ city: 'Panaji', state: 'Goa' });
  });

  it('answers no suggestions for a text that names nothing', async () => {
    expect(await gazetteer.search('Zzyzx Qwerty')).toEqual({ source: 'gazetteer', places: [] });
  });

  it('reverse: the nearest city to a point', async () => {
    // A few hundred metres from Mumbai's centre in the gazetteer.
    const found = await gazetteer.reverse(19.0745, 72.8794);
    expect(found).toMatchObject({ source: 'gazetteer', place: { city: 'Mumbai', state: 'Maharashtra' } });
    const goa = await gazetteer.reverse(15.4989, 73.8278);
    expect(goa?.place).toMatchObject({ city: 'Panaji', state: 'Goa' });
  });

  it('reverse: nothing for a point far from every Indian city', async () => {
    expect(await gazetteer.reverse(0, 0)).toBeNull();
    expect(await gazetteer.reverse(51.5, -0.12)).toBeNull();
  });

  it('measures great-circle distance', () => {
    const delhi = { latitude: 28.6139, longitude: 77.209 };
    const mumbai = { latitude: 19.076, longitude: 72.8777 };
    expect(distanceKm(delhi, mumbai)).toBeGreaterThan(1140);
    expect(distanceKm(delhi, mumbai)).toBeLessThan(1160);
  });
});
