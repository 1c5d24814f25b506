import { describe, expect, it } from 'vitest';
import {
  coverUrl,
  draftStepText,
  draftTitle,
  greeting,
  listingCounts,
  listingStatusLabel,
  listingStatusSentence,
  listingTone,
  placeText,
  savedOnText,
  statTiles,
  stayText,
} from './host-labels.ts';

describe('listing status', () => {
  it('has a colour per status, and the draft colour for anything else (§4)', () => {
    expect(['approved', 'pending', 'rejected', 'draft', 'archived'].map(listingTone)).toEqual([
      'approved',
      'pending',
      'rejected',
      'draft',
      'draft',
    ]);
    expect(listingStatusLabel('pending')).toBe('Pending');
    expect(listingStatusLabel('archived')).toBe('Archived');
  });

  it('says what the status means to the owner', () => {
    const listing = { isListed: true, rejectionReason: null };
    expect(listingStatusSentence({ ...listing, status: 'pending' })).toMatch(/not yet visible to guests/);
    expect(listingStatusSentence({ ...listing, status: 'approved' })).toMatch(/^Live/);
    expect(
      listingStatusSentence({ ...listing, status: 'rejected', rejectionReason: 'Photos are blurry' }),
    ).toBe('An admin did not approve this listing: Photos are blurry');
    expect(listingStatusSentence({ ...listing, status: 'approved', isListed: false })).toMatch(
      /^Unlisted: hidden from search/,
    );
  });
});

describe('dashboard words', () => {
  it('greets by first name', () => {
    expect(greeting('Asha')).toBe('Welcome back, Asha');
    expect(greeting(null)).toBe('Welcome back');
  });

  it('reads the draft in progress', () => {
    expect(draftStepText(4)).toBe('Step 4 of 11');
    expect(draftStepText(40)).toBe('Step 11 of 11');
    expect(draftTitle({ draftData: { title: '  ' } })).toBe('Untitled listing');
    expect(draftTitle({ draftData: { title: 'Sea-view Villa' } })).toBe('Sea-view Villa');
    expect(savedOnText('2027-03-12T10:00:00Z')).toBe('Saved 12 Mar 2027');
    expect(savedOnText('soon')).toBe('');
  });

  it('shows the figures, earnings in rupees with Indian grouping', () => {
    const stats = {
      listings: { draft: 1, pending: 2, approved: 3, rejected: 0 },
      upcomingReservations: 4,
      pendingRequests: 1,
      earningsThisMonth: '250000.00',
    };
    expect(listingCounts(stats.listings).total).toBe(6);
    expect(statTiles(stats)).toEqual([
      { label: 'Upcoming reservations', value: '4' },
      { label: 'Pending requests', value: '1' },
      { label: 'Earnings this month', value: '₹2,50,000' },
    ]);
  });

  it('picks the cover, else the first photo', () => {
    expect(coverUrl([])).toBeNull();
    expect(
      coverUrl([
        { url: 'a', isMainPhoto: false },
        { url: 'b', isMainPhoto: true },
      ]),
    ).toBe('b');
    expect(coverUrl([{ url: 'a', isMainPhoto: false }])).toBe('a');
    expect(placeText({ city: 'Anjuna', state: 'Goa' })).toBe('Anjuna, Goa');
    expect(placeText({ city: null, state: 'Goa' })).toBe('Goa');
  });
});

describe('upcoming bookings', () => {
  it('reads dates as people in India do, nights counted', () => {
    expect(stayText('2027-03-12', '2027-03-15')).toBe('12 Mar 2027 – 15 Mar 2027 · 3 nights');
    expect(stayText('2027-03-31', '2027-04-01')).toBe('31 Mar 2027 – 1 Apr 2027 · 1 night');
  });
});
