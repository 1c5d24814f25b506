import { m } from '#i18n/messages.js';
import { rupeesToPaise } from '../../../../domain/money.ts';
import { addDays } from '../../../../domain/rules/stay-dates.ts';
import type { CalendarNight } from '../../../../domain/schemas/host-operations.ts';
import type { IsoDate } from '../../../lib/calendar-dates.ts';
import { formatPrice } from '../../../lib/formatters.ts';
import { type NightRange, nightCount } from './night-selection.ts';

// What the side panel knows of the selected nights, and what it lets the host do with them.

export type BlockSpan = { id: string; first: IsoDate; last: IsoDate };

export type SelectionSummary = {
  nights: number;
  free: number;
  blocked: number;
  /** Booked or requested: a guest holds them. */
  taken: number;
  /** Closed by the host's calendar feeds (changed there, not here). */
  imported: number;
  past: number;
  /** The runs of free nights, as the API takes blocks: [startDate, endDate). */
  freeRuns: { startDate: IsoDate; endDate: IsoDate }[];
  /** The blocks touching the selection, with the nights each covers in `known` (the loaded months). */
  blocks: BlockSpan[];
  /** The hosts' notes on the blocked nights, each once. */
  notes: string[];
  /** Nights with the host's own price. */
  priced: number;
  /** The lowest and highest price of the selection's nights, in rupees. */
  prices: { low: string; high: string } | null;
  /** Every night of the range is loaded. */
  complete: boolean;
};

/** Sums up `range` from `known` (the nights of the months loaded around it). */
export function summarise(range: NightRange, known: CalendarNight[], today: IsoDate): SelectionSummary {
  const byDate = new Map(known.map((night) => [night.date, night]));
  const summary: SelectionSummary = {
    nights: nightCount(range),
    free: 0,
    blocked: 0,
    taken: 0,
    imported: 0,
    past: 0,
    freeRuns: [],
    blocks: [],
    notes: [],
    priced: 0,
    prices: null,
    complete: true,
  };
  const blockIds = new Set<string>();
  let low: string | null = null;
  let high: string | null = null;
  for (let day = range.first; day <= range.last; day = addDays(day, 1)) {
    const night = byDate.get(day);
    if (!night) {
      summary.complete = false;
      continue;
    }
    if (day < today) summary.past++;
    else if (night.status === 'free') {
      summary.free++;
      const run = summary.freeRuns.at(-1);
      if (run && run.endDate === day) run.endDate = addDays(day, 1);
      else summary.freeRuns.push({ startDate: day, endDate: addDays(day, 1) });
    } else if (night.status === 'blocked') summary.blocked++;
    else if (night.status === 'imported') summary.imported++;
    else summary.taken++;
    if (night.blockId) blockIds.add(night.blockId);
    const note = night.status === 'blocked' ? night.reason?.trim() : '';
    if (note && !summary.notes.includes(note)) summary.notes.push(note);
    if (night.priceSet) summary.priced++;
    const price = rupeesToPaise(night.price);
    if (low === null || price < rupeesToPaise(low)) low = night.price;
    if (high === null || price > rupeesToPaise(high)) high = night.price;
  }
  if (low !== null && high !== null) summary.prices = { low, high };
  summary.blocks = [...blockIds].map((id) => {
    const dates = known.filter((night) => night.blockId === id).map((night) => night.date);
    return { id, first: dates[0]!, last: dates.at(-1)! };
  });
  return summary;
}

/** Whether "Block nights" can run, and if not, why, in the host's words. */
export function blockVerdict(summary: SelectionSummary): { ok: true } | { ok: false; why: string } {
  if (summary.past > 0) return { ok: false, why: m.host_block_past() };
  if (summary.taken > 0) return { ok: false, why: m.host_block_taken({ count: summary.taken }) };
  if (summary.free === 0)
    return {
      ok: false,
      why: summary.blocked === 0 && summary.imported > 0 ? m.host_block_imported() : m.host_block_already(),
    };
  return { ok: true };
}

/** "₹4,500 a night" or "₹4,500 – ₹6,500 a night". */
export function priceRangeText(prices: SelectionSummary['prices']): string {
  if (!prices) return '';
  const low = formatPrice(prices.low);
  return prices.low === prices.high
    ? m.host_price_per_night({ price: low })
    : m.host_price_range_per_night({ low, high: formatPrice(prices.high) });
}
