import { describe, expect, it } from 'vitest';
import { formatIndianPhone } from './phone-display.ts';

describe('formatIndianPhone', () => {
  it('groups a stored mobile as 5 and 5 after +91', () => {
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
  });

  it('leaves anything else as it is, and no phone empty', () => {
    expect(formatIndianPhone('+44 20 7946 0000')).toBe('+44 20 7946 0000');
    expect(formatIndianPhone(null)).toBe('');
    expect(formatIndianPhone('')).toBe('');
  });
});
