import { describe, expect, it } from 'vitest';
import { paise, rupeesToPaise } from '../money.ts';
import { amountInWords, wholeNumberInWords } from './amount-in-words.ts';

const words = (rupees: string) => amountInWords(rupeesToPaise(rupees));

describe('amountInWords: Indian style on an invoice', () => {
  it('₹15,750 and ₹15,750.50', () => {
    expect(words('15750')).toBe('Rupees Fifteen Thousand Seven Hundred Fifty Only');
    expect(words('15750.50')).toBe('Rupees Fifteen Thousand Seven Hundred Fifty and Fifty Paise Only');
  });

  it('₹1,00,00,000 is One Crore', () => {
    expect(words('10000000')).toBe('Rupees One Crore Only');
  });

  it('₹99,99,999.99 in lakh and thousand', () => {
    expect(words('9999999.99')).toBe(
      'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    );
  });

  it('zero, one paisa and one rupee', () => {
    expect(amountInWords(paise(0))).toBe('Rupees Zero Only');
    expect(amountInWords(paise(1))).toBe('Rupees Zero and One Paisa Only');
    expect(words('1')).toBe('Rupees One Only');
    expect(words('0.10')).toBe('Rupees Zero and Ten Paise Only');
  });

  it('skips empty groups and writes teens whole', () => {
    expect(words('100005')).toBe('Rupees One Lakh Five Only');
    expect(words('2013.13')).toBe('Rupees Two Thousand Thirteen and Thirteen Paise Only');
    expect(words('1200000')).toBe('Rupees Twelve Lakh Only');
  });

  it('counts crores past ninety nine', () => {
    expect(wholeNumberInWords(1_234_567_890)).toBe(
      'One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety',
    );
  });

  it('refuses a negative amount', () => {
    expect(() => amountInWords(paise(-1))).toThrow(RangeError);
  });
});
