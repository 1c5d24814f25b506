import { describe, expect, it } from 'vitest';
import { paise, rupeesToPaise } from '../money.ts';
import { amountInHindiWords, amountInWords, amountInWordsIn, wholeNumberInWords } from './amount-in-words.ts';

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

const hindi = (rupees: string) => amountInHindiWords(rupeesToPaise(rupees));

describe('amountInHindiWords: the same total on a Hindi paper', () => {
  it('₹15,750 and ₹15,750.50, the unit after the number', () => {
    expect(hindi('15750')).toBe('पंद्रह हज़ार सात सौ पचास रुपये मात्र');
    expect(hindi('15750.50')).toBe('पंद्रह हज़ार सात सौ पचास रुपये और पचास पैसे मात्र');
  });

  it('every number below a hundred has its own word', () => {
    expect(hindi('99')).toBe('निन्यानबे रुपये मात्र');
    expect(hindi('45.25')).toBe('पैंतालीस रुपये और पच्चीस पैसे मात्र');
    expect(hindi('79')).toBe('उनासी रुपये मात्र');
  });

  it('crore, lakh and paise: ₹1,15,16,816.52', () => {
    expect(hindi('11516816.52')).toBe('एक करोड़ पंद्रह लाख सोलह हज़ार आठ सौ सोलह रुपये और बावन पैसे मात्र');
    expect(hindi('12345678900')).toBe('एक हज़ार दो सौ चौंतीस करोड़ छप्पन लाख अठहत्तर हज़ार नौ सौ रुपये मात्र');
  });

  it('zero, one rupee and one paisa', () => {
    expect(amountInHindiWords(paise(0))).toBe('शून्य रुपये मात्र');
    expect(hindi('1')).toBe('एक रुपया मात्र');
    expect(amountInHindiWords(paise(1))).toBe('शून्य रुपये और एक पैसा मात्र');
  });

  it('follows the paper’s language', () => {
    expect(amountInWordsIn(rupeesToPaise('100005'), 'en')).toBe('Rupees One Lakh Five Only');
    expect(amountInWordsIn(rupeesToPaise('100005'), 'hi')).toBe('एक लाख पाँच रुपये मात्र');
    expect(() => amountInHindiWords(paise(-1))).toThrow(RangeError);
  });
});
