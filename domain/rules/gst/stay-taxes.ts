import { addPaise, type Paise, paise, ZERO_PAISE } from '../../money.ts';
import { type PlaceOfSupply, placeOfSupplyNamed } from './places-of-supply.ts';
import { lineTaxPaise, type TaxLine, taxLine } from './tax-line.ts';

// The GST of a stay as docs/tax.md writes it down, with each rule's source there.

/** SAC 996311: room or unit accommodation services (Scheme of Classification of Services). */
export const ACCOMMODATION_SAC = '996311';
/** SAC 998552: reservation services for accommodation, the nearest heading for Basera's fee (decision 83). */
export const SERVICE_FEE_SAC = '998552';
/** A night of at most ₹7,500.00 is taxed at 5%, above at 18% (Notification 15/2025-CT(Rate)). */
export const ACCOMMODATION_THRESHOLD_PAISE = paise(750_000);
export const LOWER_ACCOMMODATION_RATE_PERCENT = 5;
export const HIGHER_ACCOMMODATION_RATE_PERCENT = 18;
export const SERVICE_FEE_RATE_PERCENT = 18;

export type StayTaxInput = {
  /** Each night's own price (the host's override for that date or the base price), in order. */
  nightPricesPaise: Paise[];
  cleaningFeePaise: Paise;
  serviceFeePaise: Paise;
  /** The listing's state or union territory, as Basera names it ('Goa', 'Chandigarh'). */
  state: string;
};

export type StayTaxes = { lines: TaxLine[]; totalPaise: Paise };

/**
 * Each night's accommodation value: its price plus the cleaning fee spread evenly over the nights,
 * the remainder paise going one each to the first nights (so the values add up to the whole).
 */
export function accommodationValuePerNight(nightPricesPaise: Paise[], cleaningFeePaise: Paise): Paise[] {
  const nights = nightPricesPaise.length;
  if (nights === 0) throw new RangeError('A stay has at least one night');
  if (cleaningFeePaise < 0) throw new RangeError(`A cleaning fee is not negative: ${cleaningFeePaise}`);
  const share = Math.trunc(cleaningFeePaise / nights);
  const remainder = cleaningFeePaise % nights;
  return nightPricesPaise.map((price, night) => {
    if (price < 0) throw new RangeError(`A night's price is not negative: ${price}`);
    return addPaise(price, paise(share + (night < remainder ? 1 : 0)));
  });
}

/** The rate of one night's accommodation value: 5% up to ₹7,500.00 inclusive, else 18%. */
export function accommodationRatePercent(nightValuePaise: Paise): number {
  return nightValuePaise <= ACCOMMODATION_THRESHOLD_PAISE
    ? LOWER_ACCOMMODATION_RATE_PERCENT
    : HIGHER_ACCOMMODATION_RATE_PERCENT;
}

/** The listing's state as a place of supply; an unknown name throws (there is no tax without one). */
export function placeOfSupplyOf(state: string): PlaceOfSupply {
  const place = placeOfSupplyNamed(state);
  if (!place) throw new RangeError(`Not an Indian state or union territory: "${state}"`);
  return place;
}

/**
 * The tax lines of a stay: one accommodation line per rate (5% first), then the service fee at 18%.
 * A rate no night falls under has no line, and neither has a service fee of zero.
 */
export function stayTaxes(input: StayTaxInput): StayTaxes {
  const place = placeOfSupplyOf(input.state);
  const byRate = new Map<number, Paise>();
  for (const value of accommodationValuePerNight(input.nightPricesPaise, input.cleaningFeePaise)) {
    const rate = accommodationRatePercent(value);
    byRate.set(rate, addPaise(byRate.get(rate) ?? ZERO_PAISE, value));
  }
  const lines: TaxLine[] = [LOWER_ACCOMMODATION_RATE_PERCENT, HIGHER_ACCOMMODATION_RATE_PERCENT]
    .filter((rate) => byRate.has(rate))
    .map((rate) => taxLine('accommodation', ACCOMMODATION_SAC, byRate.get(rate)!, rate, place));
  if (input.serviceFeePaise < 0)
    throw new RangeError(`A service fee is not negative: ${input.serviceFeePaise}`);
  if (input.serviceFeePaise > 0)
    lines.push(taxLine('service', SERVICE_FEE_SAC, input.serviceFeePaise, SERVICE_FEE_RATE_PERCENT, place));
  return { lines, totalPaise: addPaise(ZERO_PAISE, ...lines.map(lineTaxPaise)) };
}
