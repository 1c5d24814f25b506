import { describe, expect, it } from 'vitest';
import { reportCount, reporterLabel, senderLabel, transcriptTime } from './report-labels.ts';

const conversation = {
  id: 'c1',
  property: { id: 'p1', title: 'Banyan Court' },
  guest: { id: 'g1', name: 'Asha Verma', email: 'asha@example.com' },
  host: { id: 'h1', name: 'Meena Nair', email: 'meena@example.com' },
  messages: [],
};
const reporter = (id: string | null, name: string | null) => ({ id, name, email: name && 'x@example.com' });

describe('reported conversations words', () => {
  it('says which side reported, or that the account is gone', () => {
    expect(reporterLabel({ conversation, reporter: reporter('h1', 'Meena Nair') })).toBe('Meena Nair (host)');
    expect(reporterLabel({ conversation, reporter: reporter('g1', 'Asha Verma') })).toBe(
      'Asha Verma (guest)',
    );
    expect(reporterLabel({ conversation, reporter: reporter(null, null) })).toBe('A deleted account');
  });

  it('heads each message with its writer and side, system lines with Basera', () => {
    expect(senderLabel({ from: 'guest' }, conversation)).toBe('Asha Verma (guest)');
    expect(senderLabel({ from: 'host' }, conversation)).toBe('Meena Nair (host)');
    expect(senderLabel({ from: 'system' }, conversation)).toBe('Basera');
  });

  it('dates a message in India with its full date, whatever the year', () => {
    // 20:35 UTC is past midnight in India: the next day.
    expect(transcriptTime('2027-03-11T20:35:00.000Z')).toBe('12 Mar 2027, 02:05');
    expect(transcriptTime('2027-03-12T08:30:00.000Z')).toBe('12 Mar 2027, 14:00');
  });

  it('counts reports', () => {
    expect(reportCount(1)).toBe('1 report');
    expect(reportCount(3)).toBe('3 reports');
  });
});
