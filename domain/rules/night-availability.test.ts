import { describe, expect, it } from 'vitest';
import { nightAvailability } from './night-availability.ts';

const free = (list: { date: string; available: boolean }[]) =>
  list.filter((n) => n.available).map((n) => n.date);

describe('nightAvailability', () => {
  const today = '2027-03-01';

  it('lists each night of [from, to), all free when nothing is taken', () => {
    expect(nightAvailability({ from: '2027-03-10', to: '2027-03-13', taken: [], today })).toEqual([
      { date: '2027-03-10', available: true },
      { date: '2027-03-11', available: true },
      { date: '2027-03-12', available: true },
    ]);
  });

  it('takes the nights of a stay but leaves its check-out day free', () => {
    const taken = [{ start: '2027-03-11', end: '2027-03-13' }];
    expect(free(nightAvailability({ from: '2027-03-10', to: '2027-03-15', taken, today }))).toEqual([
      '2027-03-10',
      '2027-03-13',
      '2027-03-14',
    ]);
  });

  it('takes both nights of back-to-back stays, the shared day belonging to the second', () => {
    const taken = [
      { start: '2027-03-10', end: '2027-03-12' },
      { start: '2027-03-12', end: '2027-03-14' },
    ];
    expect(free(nightAvailability({ from: '2027-03-09', to: '2027-03-15', taken, today }))).toEqual([
      '2027-03-09',
      '2027-03-14',
    ]);
  });

  it('ignores a range that ends on `from` and ranges wholly outside', () => {
    const taken = [
      { start: '2027-03-05', end: '2027-03-10' },
      { start: '2027-03-20', end: '2027-03-25' },
    ];
    expect(free(nightAvailability({ from: '2027-03-10', to: '2027-03-12', taken, today }))).toEqual([
      '2027-03-10',
      '2027-03-11',
    ]);
  });

  it('takes the nights of a range that starts before `from` and ends after `to`', () => {
    const taken = [{ start: '2027-03-01', end: '2027-04-01' }];
    expect(free(nightAvailability({ from: '2027-03-10', to: '2027-03-12', taken, today }))).toEqual([]);
  });

  it('closes the nights before today, today itself staying open', () => {
    const list = nightAvailability({ from: '2027-02-27', to: '2027-03-03', taken: [], today });
    expect(list.map((n) => n.available)).toEqual([false, false, true, true]);
  });
});
