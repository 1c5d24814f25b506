import { describe, expect, it } from 'vitest';
import {
  clampCount,
  descriptionHighlights,
  generatedDescription,
  guestTotalPerNight,
  incompleteListingMessage,
  type ListingFacts,
  normalisedPhotos,
  priceFromInput,
  reviewChecklist,
  reviewProgress,
  suggestedPrice,
  titleSuggestions,
  titleWithWord,
  type WizardPhoto,
  withCover,
  withPhotoMoved,
  withPhotoRemoved,
  withPhotosAdded,
} from './listing-wizard.ts';
import { speaking } from './speaking.testing.ts';

describe('counters', () => {
  it('clamp guests 1-20, bedrooms 0-10, beds 1-20, bathrooms 1-10', () => {
    expect([clampCount('maxGuests', 0), clampCount('maxGuests', 21), clampCount('maxGuests', 7)]).toEqual([
      1, 20, 7,
    ]);
    expect([clampCount('bedrooms', -1), clampCount('bedrooms', 0), clampCount('bedrooms', 11)]).toEqual([
      0, 0, 10,
    ]);
    expect([clampCount('beds', 0), clampCount('beds', 25)]).toEqual([1, 20]);
    expect([clampCount('bathrooms', 0), clampCount('bathrooms', 11)]).toEqual([1, 10]);
    expect(clampCount('beds', Number.NaN)).toBe(1);
    expect(clampCount('beds', 2.6)).toBe(3);
  });
});

describe('title suggestions', () => {
  it('offers seven words, in the language being written', () => {
    expect(titleSuggestions()).toEqual([
      'Peaceful',
      'Unique',
      'Family-friendly',
      'Stylish',
      'Central',
      'Spacious',
      'Bright',
    ]);
    expect(speaking('hi', titleSuggestions)).toEqual([
      'शांत',
      'अनोखा',
      'परिवार के अनुकूल',
      'स्टाइलिश',
      'शहर के बीच',
      'विशाल',
      'रोशन',
    ]);
  });

  it('append a word after a space while the title still fits 32 characters', () => {
    expect(titleWithWord('', 'Peaceful')).toBe('Peaceful');
    expect(titleWithWord('Sea-view Villa ', 'Spacious')).toBe('Sea-view Villa Spacious');
    const twentyFour = 'A'.repeat(24);
    expect(titleWithWord(twentyFour, 'Central')).toBe(`${twentyFour} Central`); // 32 exactly
    expect(titleWithWord(twentyFour, 'Peaceful')).toBeNull(); // 33 would not fit
    expect(titleWithWord('A'.repeat(32), 'Unique')).toBeNull();
  });
});

describe('the description generator', () => {
  it('offers the title words without Bright and needs one or two highlights', () => {
    expect(descriptionHighlights()).not.toContain('Bright');
    expect(descriptionHighlights()).toHaveLength(6);
    expect(generatedDescription({ highlights: [] })).toBeNull();
    expect(generatedDescription({ highlights: ['Peaceful', 'Unique', 'Stylish'] })).toBeNull();
  });

  it('writes a description of 50 to 500 characters from the facts', () => {
    const text = generatedDescription({
      highlights: ['Peaceful', 'Spacious'],
      propertyTypeName: 'Villa',
      city: 'Anjuna',
      bedrooms: 3,
      maxGuests: 6,
    });
    expect(text).toBe(
      'Welcome to our peaceful and spacious villa in Anjuna. With 3 bedrooms, it sleeps up to 6 guests in ' +
        'comfort. Settle in, unwind and enjoy everything you need for a memorable stay.',
    );
    const bare = generatedDescription({ highlights: ['Central'], bedrooms: 0, maxGuests: 1 }) ?? '';
    expect(bare).toBe(
      'Welcome to our central home. It sleeps up to 1 guest in comfort. Settle in, unwind and enjoy ' +
        'everything you need for a memorable stay.',
    );
    expect(bare.length).toBeGreaterThanOrEqual(50);
  });

  it('writes Hindi from the Hindi highlights, each sentence whole', () => {
    const text = speaking('hi', () =>
      generatedDescription({
        highlights: ['अनोखा', 'शहर के बीच'],
        propertyTypeName: 'Villa',
        city: 'Anjuna',
        bedrooms: 1,
        maxGuests: 2,
      }),
    );
    expect(text).toBe(
      'Anjuna में हमारे अनोखे और शहर के बीच बसे villa में आपका स्वागत है। 1 बेडरूम के साथ, यहाँ 2 मेहमान ' +
        'तक आराम से ठहर सकते हैं। आराम से ठहरें, सुकून के पल बिताएँ और एक यादगार ठहराव के लिए ज़रूरी हर ' +
        'सुविधा का आनंद लें।',
    );
    expect(speaking('hi', () => generatedDescription({ highlights: ['शांत'] }))).toBe(
      'हमारे शांत घर में आपका स्वागत है। यहाँ 1 मेहमान आराम से ठहर सकता है। आराम से ठहरें, सुकून के पल ' +
        'बिताएँ और एक यादगार ठहराव के लिए ज़रूरी हर सुविधा का आनंद लें।',
    );
  });
});

describe('pricing', () => {
  it('suggests 1500 per bedroom + 500 per bathroom + 300 per guest', () => {
    expect(suggestedPrice({ bedrooms: 2, bathrooms: 1, maxGuests: 4 })).toBe(3000 + 500 + 1200);
    expect(suggestedPrice({ bedrooms: 0, bathrooms: 1, maxGuests: 1 })).toBe(800);
  });

  it('turns anything that is not a number into 0', () => {
    expect(['abc', '', '  ', '-5', '12abc'].map(priceFromInput)).toEqual([0, 0, 0, 0, 0]);
    expect(priceFromInput('4500')).toBe(4500);
    expect(priceFromInput(' 1499.6 ')).toBe(1500);
    expect(priceFromInput('99999999')).toBe(1_000_000);
  });

  it('shows the guest total per night as base + cleaning fee + security deposit', () => {
    expect(guestTotalPerNight({ basePrice: 4500, cleaningFee: 500, securityDeposit: 2000 })).toBe(7000);
  });
});

const urls = (photos: WizardPhoto[]) => photos.map((p) => p.url);
const covers = (photos: WizardPhoto[]) => photos.filter((p) => p.isMainPhoto).map((p) => p.url);

describe('photos', () => {
  const three = withPhotosAdded([], ['a', 'b', 'c']);

  it('makes the first photo into an empty list the cover, and only that one', () => {
    expect(covers(three)).toEqual(['a']);
    expect(three.map((p) => p.sortOrder)).toEqual([0, 1, 2]);
    expect(covers(withPhotosAdded(three, ['d']))).toEqual(['a']);
  });

  it('keeps exactly one cover when another is made the cover', () => {
    expect(covers(withCover(three, 2))).toEqual(['c']);
    expect(withCover(three, 9)).toBe(three);
  });

  it('reorders, renumbering the sort order and keeping the cover', () => {
    const moved = withPhotoMoved(three, 0, 2);
    expect(urls(moved)).toEqual(['b', 'c', 'a']);
    expect(moved.map((p) => p.sortOrder)).toEqual([0, 1, 2]);
    expect(covers(moved)).toEqual(['a']);
    expect(withPhotoMoved(three, 0, 3)).toBe(three);
  });

  it('gives the cover to the new first photo when the cover is removed', () => {
    expect(covers(withPhotoRemoved(three, 0))).toEqual(['b']);
    expect(covers(withPhotoRemoved(three, 1))).toEqual(['a']);
    expect(withPhotoRemoved(withPhotosAdded([], ['a']), 0)).toEqual([]);
  });

  it('saves sorted photos with one cover even when none or two were marked', () => {
    const none = three.map((p) => ({ ...p, isMainPhoto: false }));
    expect(covers(normalisedPhotos(none))).toEqual(['a']);
    const two = three.map((p) => ({ ...p, isMainPhoto: p.url !== 'a' }));
    expect(covers(normalisedPhotos(two))).toEqual(['b']);
  });
});

const complete: ListingFacts = {
  propertyTypeId: 'type-1',
  latitude: '15.573600',
  longitude: '73.740700',
  addressLine1: '12 Flea Market Road',
  city: 'Anjuna',
  state: 'Goa',
  pincode: '403509',
  maxGuests: 4,
  bedrooms: 2,
  beds: 2,
  bathrooms: 1,
  amenityIds: ['a', 'b', 'c'],
  photos: [1, 2, 3, 4, 5],
  title: 'Peaceful Villa',
  description: 'x'.repeat(50),
  basePrice: 4500,
  safetyDetails: 's'.repeat(100),
};

const missingOf = (facts: ListingFacts, nocRequired = false) =>
  reviewChecklist(facts, { nocRequired })
    .filter((item) => !item.done)
    .map((item) => item.id);

describe('the review checklist', () => {
  it('has ten items in step order and is complete for a complete listing', () => {
    const items = reviewChecklist(complete);
    expect(items.map((item) => item.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(missingOf(complete)).toEqual([]);
    expect(reviewProgress(items)).toBe(100);
    expect(incompleteListingMessage(items)).toBeNull();
  });

  it.each([
    ['propertyType', { propertyTypeId: '' }],
    ['location', { latitude: '' }],
    ['location', { longitude: 'east' }],
    ['location', { latitude: '91' }],
    ['address', { addressLine1: '  ' }],
    ['address', { city: '' }],
    ['address', { state: '' }],
    // Not a state or union territory of India: a stay there would have no place of supply for GST.
    ['address', { state: 'Bengaluru' }],
    ['address', { pincode: '40350' }],
    ['address', { pincode: '003509' }],
    ['basics', { bedrooms: 0 }],
    ['basics', { bathrooms: 0 }],
    ['amenities', { amenityIds: ['a', 'b'] }],
    ['photos', { photos: [1, 2, 3, 4] }],
    ['title', { title: 'Short' }],
    ['title', { title: 'x'.repeat(33) }],
    ['description', { description: 'x'.repeat(49) }],
    ['pricing', { basePrice: 0 }],
    ['safety', { safetyDetails: 's'.repeat(99) }],
  ] as const)('misses %s for %j, and progress drops to 90%%', (item, change) => {
    const facts = { ...complete, ...change };
    expect(missingOf(facts)).toEqual([item]);
    expect(reviewProgress(reviewChecklist(facts))).toBe(90);
  });

  it('needs the NOC document with the safety details when the property type requires it', () => {
    expect(missingOf(complete, true)).toEqual(['safety']);
    expect(missingOf({ ...complete, nocDocument: '/api/uploads/documents/x.pdf' }, true)).toEqual([]);
  });

  it('names every missing item for an empty form, at 0%', () => {
    const items = reviewChecklist({});
    expect(reviewProgress(items)).toBe(0);
    expect(incompleteListingMessage(items)).toBe(
      'Your listing is not complete: Choose a property type; Set the location on the map; ' +
        'Fill in address line 1, city, state and a 6-digit pincode; ' +
        'Set guests, bedrooms, beds and bathrooms to at least 1 each; Choose at least 3 amenities; ' +
        'Add at least 5 photos; Write a title of at least 10 characters; ' +
        'Write a description of at least 50 characters; Set a nightly price above ₹0; ' +
        'Write safety details of at least 100 characters.',
    );
  });

  it('speaks the language being written', () => {
    const [first] = speaking('hi', () => reviewChecklist({}));
    expect(first).toMatchObject({ label: 'प्रॉपर्टी का प्रकार', missing: 'प्रॉपर्टी का प्रकार चुनें' });
    expect(speaking('hi', () => incompleteListingMessage(reviewChecklist({ ...complete, title: '' })))).toBe(
      'आपकी लिस्टिंग अधूरी है: कम से कम 10 अक्षरों का शीर्षक लिखें।',
    );
  });
});
