import { describe, expect, it } from 'vitest';
import {
  accountNumberDigits,
  accountNumberProblem,
  ifscOf,
  ifscProblem,
  maskedAccountNumber,
} from './bank-account.ts';

describe('bank account rules', () => {
  it('takes an IFSC in any case and with spaces around it', () => {
    expect(ifscOf(' hdfc0001234 ')).toBe('HDFC0001234');
    expect(ifscProblem(ifscOf('sbin0ab12cd'))).toBeNull();
  });

  it('says what is wrong with an IFSC', () => {
    expect(ifscProblem('HDFC000123')).toBe('IFSC must be 11 characters (this one has 10)');
    for (const ifsc of ['HDFC1001234', 'HDF00001234', 'HDFC0-01234', '1234012345A'])
      expect(ifscProblem(ifsc)).toBe(
        'IFSC must be 4 letters, a zero and 6 letters or digits, like HDFC0001234',
      );
  });

  it('takes 9 to 18 digits, grouped or not, and nothing else', () => {
    expect(accountNumberDigits('5010 0123-4567 89')).toBe('50100123456789');
    for (const digits of ['123456789', '123456789012345678']) expect(accountNumberProblem(digits)).toBeNull();
    for (const digits of ['12345678', '1234567890123456789', '12345678A', ''])
      expect(accountNumberProblem(digits)).toBe('Account number must be 9 to 18 digits');
  });

  it('shows six X and the last four digits, whatever the length', () => {
    expect(maskedAccountNumber('6789')).toBe('XXXXXX6789');
  });
});
