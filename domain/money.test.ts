import { describe, expect, it } from 'vitest';
import {
  addPaise,
  basisPointsOfPaise,
  formatRupees,
  groupIndian,
  isRupeeAmount,
  minPaise,
  multiplyPaise,
  type Paise,
  paise,
  paiseFromDatabase,
  paiseToRupees,
  percentOfPaise,
  rupeesToPaise,
  subtractPaise,
  ZERO_PAISE,
} from './money.ts';

describe('rupee strings and paise', () => {
  it('reads rupee decimal strings as exact paise', () => {
    expect(rupeesToPaise('4500.00')).toBe(450_000);
    expect(rupeesToPaise('4500')).toBe(450_000);
    expect(rupeesToPaise('4500.5')).toBe(450_050);
    expect(rupeesToPaise('0.07')).toBe(7);
    expect(rupeesToPaise(' 12.34 ')).toBe(1234);
    expect(rupeesToPaise('-12.05')).toBe(-1205);
    expect(rupeesToPaise('-0.00')).toBe(0);
    // The classic float trap: 0.1 + 0.2 stays exact in paise.
    expect(addPaise(rupeesToPaise('0.10'), rupeesToPaise('0.20'))).toBe(rupeesToPaise('0.30'));
  });

  it('refuses anything that is not a plain rupee amount', () => {
    for (const bad of ['', '1,000', '1e3', '12.345', 'abc', '.5', '12.', 'NaN', '₹100']) {
      expect(() => rupeesToPaise(bad), bad).toThrow(RangeError);
      expect(isRupeeAmount(bad), bad).toBe(false);
    }
    expect(isRupeeAmount('4500.00')).toBe(true);
  });

  it('writes paise back as numeric(12,2) strings', () => {
    expect(paiseToRupees(paise(450_000))).toBe('4500.00');
    expect(paiseToRupees(paise(450_050))).toBe('4500.50');
    expect(paiseToRupees(paise(7))).toBe('0.07');
    expect(paiseToRupees(paise(0))).toBe('0.00');
    expect(paiseToRupees(paise(-1205))).toBe('-12.05');
    expect(() => paiseToRupees(1.5 as Paise)).toThrow(RangeError); // the brand is checked at run time too
  });

  it('round-trips every amount', () => {
    for (const s of ['0.00', '0.01', '99.99', '4500.00', '9999999999.99']) {
      expect(paiseToRupees(rupeesToPaise(s))).toBe(s);
    }
  });

  it('reads integer paise as either database driver answers them, and nothing else', () => {
    expect(paiseFromDatabase(450_050)).toBe(450_050); // PGlite
    expect(paiseFromDatabase('450050')).toBe(450_050); // node-postgres: bigint and sums as text
    expect(paiseFromDatabase(450_050n)).toBe(450_050);
    expect(paiseFromDatabase('0')).toBe(0);
    expect(paiseFromDatabase('-1205')).toBe(-1205);
    // Rupees, blanks and fractions are not paise (Number('') would quietly be 0).
    for (const bad of ['4500.50', '', ' ', '1e3', '12,000']) {
      expect(() => paiseFromDatabase(bad)).toThrow(RangeError);
    }
    expect(() => paiseFromDatabase(12.5)).toThrow(RangeError);
    expect(() => paiseFromDatabase(2n ** 60n)).toThrow(RangeError);
  });
});

describe('paise arithmetic', () => {
  it('takes Paise, not plain numbers: the compiler refuses rupees or counts passed as paise', () => {
    // @ts-expect-error a plain number (rupees? a count?) is not Paise until paise() says so
    const unchecked = () => addPaise(4500);
    expect(unchecked()).toBe(4500); // at run time it is still a whole number; the brand is for the compiler
    expect(addPaise(paise(4500), paise(50))).toBe(4550);
    expect(subtractPaise(paise(4500), paise(500))).toBe(4000);
    expect(minPaise(paise(4500), paise(500))).toBe(500);
    expect(ZERO_PAISE).toBe(0);
  });

  it('adds and multiplies whole paise only', () => {
    expect(addPaise(paise(450_000), paise(80_000), paise(35_000))).toBe(565_000);
    expect(addPaise()).toBe(0);
    expect(multiplyPaise(paise(450_000), 3)).toBe(1_350_000);
    expect(() => multiplyPaise(paise(450_000), 1.5)).toThrow(RangeError);
    expect(() => addPaise(paise(1), 0.5 as Paise)).toThrow(RangeError);
    expect(() => paise(0.5)).toThrow(RangeError);
  });

  it('takes whole percentages rounded half away from zero', () => {
    expect(percentOfPaise(paise(100_000), 50)).toBe(50_000);
    expect(percentOfPaise(paise(101), 50)).toBe(51); // 50.5 paise -> 51
    expect(percentOfPaise(paise(99), 50)).toBe(50); // 49.5 -> 50
    expect(percentOfPaise(paise(98), 50)).toBe(49);
    expect(percentOfPaise(paise(-101), 50)).toBe(-51);
    expect(percentOfPaise(paise(12_345), 0)).toBe(0);
  });

  it('takes basis points of an amount exactly, half away from zero', () => {
    expect(basisPointsOfPaise(paise(1_000_000), 10)).toBe(1_000); // 0.1% of ₹10,000
    expect(basisPointsOfPaise(paise(1_000_001), 10)).toBe(1_000); // 1000.001 paise
    expect(basisPointsOfPaise(paise(123_455), 10)).toBe(123); // 123.455 -> 123
    expect(basisPointsOfPaise(paise(123_500), 10)).toBe(124); // 123.5 -> 124
    expect(basisPointsOfPaise(paise(123_455), 25)).toBe(309); // 308.6375 -> 309
    expect(basisPointsOfPaise(paise(200), 25)).toBe(1); // 0.5 -> 1
    expect(basisPointsOfPaise(paise(199), 25)).toBe(0); // 0.4975 -> 0
    expect(basisPointsOfPaise(paise(-200), 25)).toBe(-1);
    expect(basisPointsOfPaise(paise(12_345), 0)).toBe(0);
    expect(basisPointsOfPaise(paise(12_345), 10_000)).toBe(12_345);
    expect(() => basisPointsOfPaise(paise(100), 2.5)).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it('groups the Indian way and drops decimals for whole rupees', () => {
    expect(formatRupees('250000.00')).toBe('₹2,50,000');
    expect(formatRupees(25_000_000)).toBe('₹2,50,000');
    expect(formatRupees('4500')).toBe('₹4,500');
    expect(formatRupees('15000000.00')).toBe('₹1,50,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows paise when there are any', () => {
    expect(formatRupees('2500.5')).toBe('₹2,500.50');
    expect(formatRupees(7)).toBe('₹0.07');
    expect(formatRupees('-12.05')).toBe('-₹12.05');
    expect(formatRupees('9999999999.99')).toBe('₹9,99,99,99,999.99');
  });
});

describe('rupees in Hindi (hi-IN)', () => {
  it('keeps Indian grouping with Latin digits', () => {
    expect(formatRupees(25_000_000, 'hi')).toBe('₹2,50,000');
    expect(formatRupees('10000000.00', 'hi')).toBe('₹1,00,00,000');
    expect(formatRupees('2500.50', 'hi')).toBe('₹2,500.50');
  });
});

describe('rupees written by hand, as Intl writes them', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndian('7')).toBe('7');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('99999')).toBe('99,999');
    expect(groupIndian('100000')).toBe('1,00,000');
    expect(groupIndian('12345678901')).toBe('12,34,56,78,901');
  });

  it("matches Intl.NumberFormat's INR currency in en-IN and hi-IN, whole and with paise, both signs", () => {
    const intl = (locale: string, digits: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const amounts = [
      0, 1, 7, 99, 100, 150, 99_999, 100_000, 123_456, 10_000_000, 25_000_050, -50, -1_234_500,
    ];
    for (let p = 1; p < 1e15; p = p * 7 + 3) amounts.push(p, -p);
    for (const [language, locale] of [
      ['en', 'en-IN'],
      ['hi', 'hi-IN'],
    ] as const) {
      for (const amount of amounts) {
        const decimal = paiseToRupees(amount as Paise) as Intl.StringNumericLiteral;
        const expected = intl(locale, amount % 100 === 0 ? 0 : 2).format(decimal);
        expect(formatRupees(amount, language), `${amount} paise in ${locale}`).toBe(expected);
      }
    }
  });
});
