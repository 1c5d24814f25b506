import { describe, expect, it } from 'vitest';
import { paise, rupeesToPaise } from '../../money.ts';
import { creditLines, shareInProportion, taxesOfLines, totalOfLines } from './credit-notes.ts';
import { stayTaxes } from './stay-taxes.ts';

const p = (...amounts: number[]) => amounts.map(paise);
const charged = (nights: string[], cleaning: string, service: string, state = 'Goa') =>
  stayTaxes({
    nightPricesPaise: nights.map(rupeesToPaise),
    cleaningFeePaise: rupeesToPaise(cleaning),
    serviceFeePaise: rupeesToPaise(service),
    state,
  }).lines;
const refund = (accommodation: string, service = '0') => ({
  accommodationPaise: rupeesToPaise(accommodation),
  servicePaise: rupeesToPaise(service),
});

describe('shareInProportion', () => {
  it('shares exactly, the left-over paise to the largest remainders, the first on a tie', () => {
    expect(shareInProportion(paise(100), p(100, 100, 100))).toEqual(p(34, 33, 33));
    expect(shareInProportion(paise(10), p(300, 700))).toEqual(p(3, 7));
    expect(shareInProportion(paise(2), p(1, 2))).toEqual(p(1, 1)); // 0.67 and 1.33
    expect(shareInProportion(paise(0), p(4, 6))).toEqual(p(0, 0));
  });

  it('refuses more than the whole', () => {
    expect(() => shareInProportion(paise(11), p(4, 6))).toThrow(RangeError);
  });
});

describe('creditLines: a refund credits the taxes at the invoice lines’ rates', () => {
  it("a full refund credits every line exactly, to the paisa (the issue's ₹7,501-a-night stay)", () => {
    const lines = charged(['7000', '7000'], '1002', '499.99');
    const credit = creditLines(lines, refund('15002.00', '499.99'));
    expect(credit).toEqual(lines);
    expect(taxesOfLines(credit)).toBe(rupeesToPaise('2790.36')); // 2 × 1,350.18 + 2 × 45.00
  });

  it('half the nights of a ₹7,500-a-night stay: CGST and SGST ₹187.50 each, no service fee back', () => {
    const lines = charged(['7000', '7000'], '1000', '500');
    const credit = creditLines(lines, refund('7500.00'));
    expect(credit).toEqual([
      {
        kind: 'accommodation',
        sac: '996311',
        taxableValuePaise: rupeesToPaise('7500.00'),
        ratePercent: 5,
        cgstPaise: rupeesToPaise('187.50'),
        sgstPaise: rupeesToPaise('187.50'),
        utgstPaise: 0,
      },
    ]);
    expect(totalOfLines(credit)).toBe(rupeesToPaise('7875.00'));
  });

  it('across a price override the refund is shared between the 5% and 18% lines in proportion', () => {
    // ₹6,000 (5%) and ₹9,000 (18%): half of ₹15,000 back is ₹3,000 at 5% and ₹4,500 at 18%.
    const lines = charged(['6000', '9000'], '0', '0');
    const credit = creditLines(lines, refund('7500.00'));
    expect(credit.map((line) => [line.ratePercent, line.taxableValuePaise, line.cgstPaise])).toEqual([
      [5, rupeesToPaise('3000.00'), rupeesToPaise('75.00')],
      [18, rupeesToPaise('4500.00'), rupeesToPaise('405.00')],
    ]);
  });

  it('keeps UTGST in a union territory without a legislature (Chandigarh)', () => {
    const credit = creditLines(charged(['4000'], '0', '200', 'Chandigarh'), refund('4000.00', '200'));
    expect(credit.every((line) => line.sgstPaise === 0 && line.utgstPaise === line.cgstPaise)).toBe(true);
    expect(taxesOfLines(credit)).toBe(rupeesToPaise('236.00')); // 5% of 4,000 + 18% of 200
  });

  it('never credits more than a line was charged, however the refund is split', () => {
    const lines = charged(['6000.01', '9000.03', '7499.99'], '0.05', '333.33');
    const accommodation = lines.filter((l) => l.kind === 'accommodation');
    const whole = accommodation.reduce((sum, l) => sum + l.taxableValuePaise, 0);
    for (let part = 0; part <= whole; part += 997) {
      const credit = creditLines(lines, { accommodationPaise: paise(part), servicePaise: paise(0) });
      for (const line of credit) {
        const of = accommodation.find((l) => l.ratePercent === line.ratePercent)!;
        expect(line.taxableValuePaise).toBeLessThanOrEqual(of.taxableValuePaise);
        expect(line.cgstPaise).toBeLessThanOrEqual(of.cgstPaise);
      }
      expect(credit.reduce((sum, l) => sum + l.taxableValuePaise, 0)).toBe(part);
    }
  });

  it('credits nothing on a booking charged before GST (no lines)', () => {
    expect(creditLines([], refund('1000.00', '100'))).toEqual([]);
  });

  it('refuses a refund above what a kind was charged on', () => {
    const lines = charged(['1000'], '0', '100');
    expect(() => creditLines(lines, refund('1000.01'))).toThrow(RangeError);
    expect(() => creditLines(lines, refund('0', '100.01'))).toThrow(RangeError);
  });
});
