import { describe, expect, it } from 'vitest';
import { searchProblemOf } from './search-problem.ts';

const refused = (message: string) => new Error(`400: ${JSON.stringify({ message })}`);

describe('a refused search in words', () => {
  it('names the field and the fields the reason mentions', () => {
    expect(searchProblemOf(refused('querystring checkOut: must be after checkIn'))).toBe(
      'Check-out must be after check-in.',
    );
    expect(searchProblemOf(refused('checkIn: must not be in the past'))).toBe(
      'Check-in must not be in the past.',
    );
    expect(searchProblemOf(refused('querystring maxPrice: must not be below minPrice'))).toBe(
      'Maximum price must not be below minimum price.',
    );
  });

  it('keeps a reason that is a sentence of its own after the field', () => {
    expect(searchProblemOf(refused('checkOut: a stay is at most 365 nights'))).toBe(
      'Check-out: a stay is at most 365 nights.',
    );
  });

  it('passes on a message about no known field as it is', () => {
    expect(searchProblemOf(refused('The search is busy, try again'))).toBe('The search is busy, try again');
    expect(searchProblemOf(refused('querystring foo: bad'))).toBe('querystring foo: bad');
  });

  it('has nothing to say for an HTML page or a network failure', () => {
    expect(searchProblemOf(new Error('502: <html>Bad gateway</html>'))).toBeNull();
    expect(searchProblemOf(new Error('Failed to fetch'))).toBeNull();
  });
});
