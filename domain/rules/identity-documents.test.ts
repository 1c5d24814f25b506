import { describe, expect, it } from 'vitest';
import {
  aadhaarDigits,
  aadhaarProblem,
  hasVerhoeffCheckDigit,
  indianMobile,
  maskedAadhaar,
  maskedPan,
  panProblem,
  pincodeProblem,
} from './identity-documents.ts';

describe('PAN', () => {
  it('accepts 5 letters, 4 digits and a letter with a known holder type', () => {
    for (const pan of ['ABCPE1234F', 'AAACB0001Z', 'BBBHT9999A', 'ZZZTZ1000K'])
      expect(panProblem(pan), pan).toBeNull();
  });

  it('refuses the wrong shape, an unknown holder type and the serial 0000', () => {
    expect(panProblem('ABCPE1234')).toBe('PAN must be 5 letters, 4 digits and a letter, like ABCPE1234F');
    expect(panProblem('abcpe1234f')).toMatch(/^PAN must be/); // uppercasing is the schema's job
    expect(panProblem('ABCP11234F')).toMatch(/^PAN must be/);
    expect(panProblem('ABCDE1234F')).toBe(
      'PAN is not valid: its fourth letter must be one of P, C, H, F, A, B, G, J, L or T',
    );
    expect(panProblem('ABCPE0000F')).toBe('PAN is not valid: its serial number cannot be 0000');
  });

  it('is shown with its digits hidden', () => {
    expect(maskedPan('ABCPE1234F')).toBe('ABCPE••••F');
  });
});

describe('Aadhaar', () => {
  it('checks the Verhoeff digit', () => {
    expect(hasVerhoeffCheckDigit('234123412346')).toBe(true);
    expect(hasVerhoeffCheckDigit('234123412347')).toBe(false);
    // Verhoeff catches every swap of two neighbouring digits.
    expect(hasVerhoeffCheckDigit('324123412346')).toBe(false);
  });

  it('accepts 12 digits starting 2-9 with a valid check digit', () => {
    expect(aadhaarProblem('234123412346')).toBeNull();
    expect(aadhaarProblem(aadhaarDigits('2341 2341 2346'))).toBeNull();
  });

  it('names each problem', () => {
    expect(aadhaarProblem('234123412347')).toBe(
      'Aadhaar number is not valid: please check the digits (its last digit does not match)',
    );
    expect(aadhaarProblem('23412341234')).toBe('Aadhaar number must be 12 digits');
    expect(aadhaarProblem('23412341234a')).toBe('Aadhaar number must be 12 digits');
    expect(aadhaarProblem('134123412346')).toBe('Aadhaar number cannot start with 0 or 1');
    expect(aadhaarProblem('034123412346')).toBe('Aadhaar number cannot start with 0 or 1');
  });

  it('is shown as its last four digits', () => {
    expect(maskedAadhaar('2346')).toBe('XXXX XXXX 2346');
  });
});

describe('Indian mobile numbers', () => {
  it('stores 10 digits starting 6-9 behind +91, however they were typed', () => {
    expect(indianMobile('9876543210')).toBe('+919876543210');
    expect(indianMobile('+91 98765 43210')).toBe('+919876543210');
    expect(indianMobile('+91-98765-43210')).toBe('+919876543210');
    expect(indianMobile('09876543210')).toBe('+919876543210');
    expect(indianMobile('6000000000')).toBe('+916000000000');
  });

  it('refuses what is not one', () => {
    for (const bad of [
      '5876543210',
      '987654321',
      '98765432101',
      '+1 9876543210',
      'phone',
      '',
      '+91 5876543210',
    ])
      expect(indianMobile(bad), bad).toBeNull();
  });
});

describe('pincode', () => {
  it('is 6 digits, the first 1-9', () => {
    expect(pincodeProblem('403516')).toBeNull();
    expect(pincodeProblem('110001')).toBeNull();
    for (const bad of ['012345', '40351', '4035161', '40351a', ''])
      expect(pincodeProblem(bad), bad).toBe('Pincode must be 6 digits and cannot start with 0');
  });
});
