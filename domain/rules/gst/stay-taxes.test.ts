import { describe, expect, it } from 'vitest';
import { type Paise, paise, rupeesToPaise } from '../../money.ts';
import { accommodationValuePerNight, stayTaxes } from './stay-taxes.ts';

const rupees = (...amounts: string[]) => amounts.map(rupeesToPaise);
const stay = (nights: string[], cleaning: string, service: string, state = 'Goa') =>
  stayTaxes({
    nightPricesPaise: rupees(...nights),
    cleaningFeePaise: rupeesToPaise(cleaning),
    serviceFeePaise: rupeesToPaise(service),
    state,
  });
const accommodation = (taxes: ReturnType<typeof stayTaxes>) =>
  taxes.lines.filter((line) => line.kind === 'accommodation');

describe('stayTaxes: the examples of issue 24', () => {
  it('₹7,000 a night, cleaning ₹1,000, 2 nights: ₹7,500 a night at 5%, CGST and SGST ₹375.00 each', () => {
    const taxes = stay(['7000', '7000'], '1000', '0');
    expect(taxes.lines).toEqual([
      {
        kind: 'accommodation',
        sac: '996311',
        taxableValuePaise: rupeesToPaise('15000.00'),
        ratePercent: 5,
        cgstPaise: rupeesToPaise('375.00'),
        sgstPaise: rupeesToPaise('375.00'),
        utgstPaise: 0,
      },
    ]);
    expect(taxes.totalPaise).toBe(rupeesToPaise('750.00'));
  });

  it('the same with cleaning ₹1,002: ₹7,501 a night at 18%, CGST and SGST ₹1,350.18 each', () => {
    const [line] = accommodation(stay(['7000', '7000'], '1002', '0'));
    expect(line).toMatchObject({
      taxableValuePaise: rupeesToPaise('15002.00'),
      ratePercent: 18,
      cgstPaise: rupeesToPaise('1350.18'),
      sgstPaise: rupeesToPaise('1350.18'),
      utgstPaise: 0,
    });
  });
});

describe('stayTaxes: the ₹7,500.00 boundary is per night', () => {
  it('₹7,500.00 a night is 5%; ₹7,500.01 is 18%', () => {
    expect(accommodation(stay(['7500.00'], '0', '0'))[0]?.ratePercent).toBe(5);
    expect(accommodation(stay(['7500.01'], '0', '0'))[0]?.ratePercent).toBe(18);
  });

  it('a price override above the line makes a mixed stay: one line per rate, 5% first', () => {
    // Base ₹6,000; the host's override ₹9,000 on the second night; cleaning ₹600 → ₹200 a night.
    const lines = accommodation(stay(['6000', '9000', '6000'], '600', '0'));
    expect(lines.map((l) => [l.ratePercent, l.taxableValuePaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [5, rupeesToPaise('12400.00'), rupeesToPaise('310.00'), rupeesToPaise('310.00')],
      [18, rupeesToPaise('9200.00'), rupeesToPaise('828.00'), rupeesToPaise('828.00')],
    ]);
  });

  it('the cleaning share alone can lift a night over the line', () => {
    // ₹7,400 a night, cleaning ₹301 over 3 nights: ₹100.34, ₹100.33, ₹100.33 → every night over ₹7,500.
    expect(accommodation(stay(['7400', '7400', '7400'], '301', '0')).map((l) => l.ratePercent)).toEqual([18]);
    // Cleaning ₹300: exactly ₹7,500.00 a night → 5%.
    expect(accommodation(stay(['7400', '7400', '7400'], '300', '0')).map((l) => l.ratePercent)).toEqual([5]);
  });
});

describe('accommodationValuePerNight: the cleaning fee spread over the nights', () => {
  it('gives the remainder paise one each to the first nights and keeps the whole', () => {
    const values = accommodationValuePerNight(rupees('1000', '1000', '1000'), paise(100));
    expect(values).toEqual([paise(100_034), paise(100_033), paise(100_033)]);
    const split = accommodationValuePerNight(rupees('1000', '1000', '1000', '1000'), paise(7));
    expect(split).toEqual([paise(100_002), paise(100_002), paise(100_002), paise(100_001)]);
    expect(split.reduce((sum, v) => sum + v, 0)).toBe(400_007);
  });

  it('puts a remainder paisa over the line on the first night only', () => {
    // ₹7,499.99 a night, cleaning 3 paise over 2 nights: ₹7,500.01 then ₹7,500.00.
    const lines = accommodation(stay(['7499.99', '7499.99'], '0.03', '0'));
    expect(lines.map((l) => [l.ratePercent, l.taxableValuePaise])).toEqual([
      [5, rupeesToPaise('7500.00')],
      [18, rupeesToPaise('7500.01')],
    ]);
  });

  it('refuses a stay without nights', () => {
    expect(() => accommodationValuePerNight([], paise(0))).toThrow(RangeError);
  });
});

describe('stayTaxes: rounding half up to the paisa, halves equal', () => {
  it.each([
    // taxable (rupees), rate, each half (rupees): value × rate / 200
    ['1000.10', '25.00'], // 2.5% of 1,00,010 paise = 2,500.25 → 2,500 paise
    ['1000.20', '25.01'], // 2,500.5 → rounds up
    ['1000.60', '25.02'], // 2,501.5 → rounds up
    ['1000.19', '25.00'], // 2,500.475 → rounds down
  ])('₹%s at 5% → ₹%s CGST and the same SGST', (taxable, half) => {
    const [line] = stay([taxable], '0', '0').lines;
    expect(line?.cgstPaise).toBe(rupeesToPaise(half));
    expect(line?.sgstPaise).toBe(line?.cgstPaise);
  });

  it('18%: ₹10,000.05 → 9% is ₹900.0045 → ₹900.00; ₹10,000.06 → ₹900.0054 → ₹900.01', () => {
    expect(stay(['10000.05'], '0', '0').lines[0]?.cgstPaise).toBe(rupeesToPaise('900.00'));
    expect(stay(['10000.06'], '0', '0').lines[0]?.cgstPaise).toBe(rupeesToPaise('900.01'));
  });
});

describe('stayTaxes: the service fee', () => {
  it('is its own line at 18% with SAC 998552, after the accommodation', () => {
    const taxes = stay(['7000', '7000'], '1000', '1250.50');
    expect(taxes.lines[1]).toEqual({
      kind: 'service',
      sac: '998552',
      taxableValuePaise: rupeesToPaise('1250.50'),
      ratePercent: 18,
      cgstPaise: rupeesToPaise('112.55'), // 9% of ₹1,250.50 = ₹112.545 → half up
      sgstPaise: rupeesToPaise('112.55'),
      utgstPaise: 0,
    });
    expect(taxes.totalPaise).toBe(rupeesToPaise('975.10'));
  });

  it('has no line when there is no fee', () => {
    expect(stay(['3000'], '0', '0').lines.map((l) => l.kind)).toEqual(['accommodation']);
  });
});

describe('stayTaxes: place of supply', () => {
  it('Chandigarh has UTGST instead of SGST', () => {
    const taxes = stay(['7000', '7000'], '1000', '1000', 'Chandigarh');
    for (const line of taxes.lines) {
      expect(line.sgstPaise).toBe(0);
      expect(line.utgstPaise).toBe(line.cgstPaise);
    }
    expect(taxes.lines[0]?.utgstPaise).toBe(rupeesToPaise('375.00'));
    expect(taxes.totalPaise).toBe(rupeesToPaise('930.00'));
  });

  it.each([
    'Ladakh',
    'Lakshadweep',
    'Andaman and Nicobar Islands',
    'Dadra and Nagar Haveli and Daman and Diu',
  ])('%s has UTGST', (state) => {
    const [line] = stay(['2000'], '0', '0', state).lines;
    expect([line?.sgstPaise, line?.utgstPaise]).toEqual([0, rupeesToPaise('50.00')]);
  });

  it.each(['Delhi', 'Puducherry', 'Jammu and Kashmir', 'Maharashtra'])('%s has SGST', (state) => {
    const [line] = stay(['2000'], '0', '0', state).lines;
    expect([line?.sgstPaise, line?.utgstPaise]).toEqual([rupeesToPaise('50.00'), 0]);
  });

  it('takes the names as listings hold them, in any case and with "&"', () => {
    expect(stay(['2000'], '0', '0', '  himachal pradesh ').lines).toHaveLength(1);
    expect(stay(['2000'], '0', '0', 'Andaman & Nicobar Islands').lines[0]?.utgstPaise).toBe(5000 as Paise);
  });

  it('refuses a place that is not an Indian state or union territory', () => {
    expect(() => stay(['2000'], '0', '0', 'Atlantis')).toThrow(/Not an Indian state/);
  });
});
