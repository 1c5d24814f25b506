import { expect, it } from 'vitest';
import { formatDate } from './formatters.ts';

it('writes an instant as people read a date, and nothing for one it cannot read', () => {
  expect(formatDate('2027-03-12T12:00:00.000Z')).toBe('12 Mar 2027');
  expect(formatDate('2024-11-01T12:30:00Z')).toBe('1 Nov 2024');
  expect(formatDate('soon')).toBe('');
});
