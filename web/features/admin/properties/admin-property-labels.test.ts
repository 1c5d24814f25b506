import { describe, expect, it } from 'vitest';
import {
  emptyText,
  filterOf,
  hostCancellationText,
  locationText,
  nightlyPrice,
  reviewActions,
  searchOf,
  typeText,
} from './admin-property-labels.ts';

describe('the filter in the address', () => {
  it('reads the status and the search, ignoring an unknown status', () => {
    expect(filterOf('?status=pending&q=goa')).toEqual({ status: 'pending', q: 'goa' });
    expect(filterOf('status=live')).toEqual({ status: undefined, q: '' });
    expect(filterOf('')).toEqual({ status: undefined, q: '' });
  });

  it('writes only the parts that are set, the search trimmed', () => {
    expect(searchOf({ status: 'rejected', q: '  kerala ' })).toBe('status=rejected&q=kerala');
    expect(searchOf({ q: '   ' })).toBe('');
    expect(searchOf({ q: 'a&b' })).toBe('q=a%26b');
  });
});

describe('a row of the table', () => {
  it('shows the price in rupees with Indian grouping', () => {
    expect(nightlyPrice({ basePrice: '250000.00' })).toBe('₹2,50,000');
    expect(nightlyPrice({ basePrice: '4500.00' })).toBe('₹4,500');
  });

  it('shows the place, else the destination, else a dash; the type or a dash', () => {
    expect(locationText({ address: 'Anjuna, Goa', destination: { name: 'Goa' } })).toBe('Anjuna, Goa');
    expect(locationText({ address: '', destination: { name: 'Goa' } })).toBe('Goa');
    expect(locationText({ address: '', destination: null })).toBe('—');
    expect(typeText({ propertyType: { name: 'Villa' } })).toBe('Villa');
    expect(typeText({ propertyType: null })).toBe('—');
  });

  it('offers approve for pending and rejected listings, reject for pending and approved ones', () => {
    expect(reviewActions('pending')).toEqual({ approve: true, reject: true });
    expect(reviewActions('rejected')).toEqual({ approve: true, reject: false });
    expect(reviewActions('approved')).toEqual({ approve: false, reject: true });
    expect(reviewActions('draft')).toEqual({ approve: false, reject: false });
  });
});

describe('the empty table', () => {
  it('counts host cancellations in words, and says nothing for none', () => {
    expect(hostCancellationText(0)).toBeNull();
    expect(hostCancellationText(1)).toBe('1 host cancellation');
    expect(hostCancellationText(3)).toBe('3 host cancellations');
  });

  it('says whether nothing exists or nothing matches', () => {
    expect(emptyText({ q: '' }).title).toBe('No properties yet');
    expect(emptyText({ status: 'pending', q: '' }).title).toBe('No properties match');
    expect(emptyText({ q: 'goa' }).title).toBe('No properties match');
  });
});
