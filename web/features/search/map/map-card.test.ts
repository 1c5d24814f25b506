import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { textOfElement, visibleText } from '../../../lib/rendered-markup-test-kit.ts';
import type { PropertyCardData } from '../api/properties.ts';
import { fromCard, fromDetail, MapCard, type MapCardListing } from './map-card.tsx';

const listing: MapCardListing = {
  id: '6f1c2b9e-0d3a-4c52-9a57-2f0e4b1d8c11',
  title: 'Sea Breeze Villa',
  basePrice: '18000.00',
  photoUrl: '',
  place: 'Candolim, Goa',
  averageRating: '4.67',
  totalReviews: 12,
  stayTotal: null,
};

// wouter's Router, typed for createElement's third argument (its children).
const ServerRouter = Router as FunctionComponent<{ ssrPath: string; children?: ReactNode }>;

/** The pin's card as shown over the map (on the home page: the server-side router at `/`). */
const cardMarkup = (shown: MapCardListing) =>
  renderToString(
    createElement(
      ServerRouter,
      { ssrPath: '/' },
      createElement(MapCard, { listing: shown, linkQuery: '', focus: false, onClose: () => {} }),
    ),
  );

describe("the map pin's card", () => {
  it('shows the stay total line of the result cards when dates are chosen', () => {
    const markup = cardMarkup({
      ...listing,
      stayTotal: { nights: 3, total: '61737.60', totalPaise: 6_173_760 },
    });
    expect(textOfElement(markup, 'data-testid', 'stay-total')).toBe('₹61,737.60 total · 3 nights');
    // Below the nightly price, which stays as it was.
    const text = visibleText(markup);
    expect(text).toContain('₹18,000/night');
    expect(text.indexOf('₹18,000/night')).toBeLessThan(text.indexOf('₹61,737.60 total'));
    const oneNight = cardMarkup({
      ...listing,
      stayTotal: { nights: 1, total: '21240.00', totalPaise: 2_124_000 },
    });
    expect(textOfElement(oneNight, 'data-testid', 'stay-total')).toBe('₹21,240 total · 1 night');
  });

  it('shows no total without dates', () => {
    const markup = cardMarkup(listing);
    expect(visibleText(markup)).toContain('₹18,000/night');
    expect(markup).not.toContain('stay-total');
    expect(visibleText(markup)).not.toContain('total');
  });

  it("takes the total from the list's card, or from the quote for a listing the list has not loaded", () => {
    const stayTotal = { nights: 3, total: '61737.60', totalPaise: 6_173_760 };
    const card = { ...listing, photos: [], city: 'Candolim', state: 'Goa', destination: null, stayTotal };
    expect(fromCard(card as unknown as PropertyCardData).stayTotal).toEqual(stayTotal);
    expect(fromCard({ ...card, stayTotal: undefined } as unknown as PropertyCardData).stayTotal).toBeNull();
    const detail = { ...listing, photos: [], city: 'Candolim', state: 'Goa', country: 'India' };
    expect(fromDetail(detail as unknown as PropertyDetail, stayTotal).stayTotal).toEqual(stayTotal);
    expect(fromDetail(detail as unknown as PropertyDetail, null).stayTotal).toBeNull();
  });
});
