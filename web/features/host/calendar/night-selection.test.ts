import { describe, expect, it } from 'vitest';
import {
  apiRange,
  dragOver,
  focusNightIn,
  keyTarget,
  noSelection,
  pickNight,
  selectionText,
} from './night-selection.ts';

describe('choosing nights on the host calendar', () => {
  it('picks a first and a last night with two clicks, in either order; a third starts again', () => {
    const first = pickNight(noSelection, '2027-03-13');
    expect(first).toEqual({ range: { first: '2027-03-13', last: '2027-03-13' }, anchor: '2027-03-13' });
    const both = pickNight(first, '2027-03-12');
    expect(both).toEqual({ range: { first: '2027-03-12', last: '2027-03-13' }, anchor: null });
    expect(pickNight(both, '2027-03-20')).toEqual({
      range: { first: '2027-03-20', last: '2027-03-20' },
      anchor: '2027-03-20',
    });
    // Picking the same night twice: that one night, chosen.
    expect(pickNight(first, '2027-03-13')).toEqual({
      range: { first: '2027-03-13', last: '2027-03-13' },
      anchor: null,
    });
  });

  it('picks both ends with a drag, backwards too; a drag back to its start awaits the last night', () => {
    expect(dragOver('2027-03-12', '2027-03-15')).toEqual({
      range: { first: '2027-03-12', last: '2027-03-15' },
      anchor: null,
    });
    expect(dragOver('2027-03-12', '2027-03-10').range).toEqual({ first: '2027-03-10', last: '2027-03-12' });
    expect(dragOver('2027-03-12', '2027-03-12').anchor).toBe('2027-03-12');
  });

  it('says the nights as the host reads them and sends them half-open like a stay', () => {
    const weekend = { first: '2027-03-12', last: '2027-03-13' };
    expect(selectionText(weekend)).toBe('12 Mar 2027 – 13 Mar 2027 · 2 nights');
    expect(selectionText({ first: '2027-03-12', last: '2027-03-12' })).toBe('12 Mar 2027 · 1 night');
    expect(apiRange(weekend)).toEqual({ startDate: '2027-03-12', endDate: '2027-03-14' });
    expect(apiRange({ first: '2027-12-31', last: '2027-12-31' })).toEqual({
      startDate: '2027-12-31',
      endDate: '2028-01-01',
    });
  });

  it('moves the keyboard focus by day, week, week end and month', () => {
    // 12 Mar 2027 is a Friday.
    expect(keyTarget('2027-03-12', 'ArrowLeft')).toBe('2027-03-11');
    expect(keyTarget('2027-03-31', 'ArrowRight')).toBe('2027-04-01');
    expect(keyTarget('2027-03-03', 'ArrowUp')).toBe('2027-02-24');
    expect(keyTarget('2027-03-12', 'ArrowDown')).toBe('2027-03-19');
    expect(keyTarget('2027-03-12', 'Home')).toBe('2027-03-08');
    expect(keyTarget('2027-03-12', 'End')).toBe('2027-03-14');
    expect(keyTarget('2027-03-31', 'PageDown')).toBe('2027-04-30');
    expect(keyTarget('2027-03-30', 'PageUp')).toBe('2027-02-28');
    expect(keyTarget('2027-01-15', 'PageUp')).toBe('2026-12-15');
    expect(keyTarget('2027-03-12', 'a')).toBeNull();
  });

  it('gives the focus to the selection, else today, else the 1st of the month shown', () => {
    expect(focusNightIn('2027-03', ['2027-03-12', '2027-02-20'])).toBe('2027-03-12');
    expect(focusNightIn('2027-03', [undefined, '2027-03-02'])).toBe('2027-03-02');
    expect(focusNightIn('2027-04', ['2027-03-12', '2027-03-02'])).toBe('2027-04-01');
  });
});
