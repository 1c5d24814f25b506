import { describe, expect, it } from 'vitest';
import {
  checkReinstatement,
  checkSanction,
  liftedToast,
  liftLabel,
  pageCount,
  roleUpdatedText,
  sanctionSummary,
  sanctionToast,
  standingLabel,
  usersQueryOf,
} from './user-labels.ts';

describe('users screen words', () => {
  it('names the standing, with the suspension’s end as a date in India', () => {
    expect(standingLabel({ standing: 'active', suspendedUntil: null })).toBe('Active');
    expect(standingLabel({ standing: 'suspended', suspendedUntil: '2027-03-12T06:00:00.000Z' })).toBe(
      'Suspended until 12 Mar 2027',
    );
    expect(standingLabel({ standing: 'banned', suspendedUntil: null })).toBe('Banned');
  });

  it('toasts each sanction', () => {
    expect(sanctionToast({ kind: 'warning', endsAt: null }).title).toBe('Warning recorded');
    expect(sanctionToast({ kind: 'suspension', endsAt: '2027-03-12T06:00:00.000Z' }).title).toBe(
      'User suspended until 12 Mar 2027',
    );
    expect(sanctionToast({ kind: 'ban', endsAt: null }).title).toBe('User banned');
  });

  it('sums up a sanction for the history', () => {
    expect(sanctionSummary({ kind: 'suspension', days: 7, endsAt: '2027-03-12T06:00:00.000Z' })).toBe(
      'Temporary suspension, 7 days (until 12 Mar 2027)',
    );
    expect(sanctionSummary({ kind: 'ban', days: null, endsAt: null })).toBe('Permanent ban');
  });

  it('names lifting a suspension or a ban, its toast, its history line, and checks its reason', () => {
    expect(liftLabel('suspended')).toBe('Lift suspension');
    expect(liftLabel('banned')).toBe('Lift ban');
    expect(liftedToast('banned', 'Meera Nair')).toEqual({
      title: 'Ban lifted',
      description: 'Meera Nair can sign in again and has been told by email.',
    });
    expect(liftedToast('suspended', 'Ravi Kumar').title).toBe('Suspension lifted');
    expect(sanctionSummary({ kind: 'reinstatement', days: null, endsAt: null })).toBe('Reinstated');
    expect(checkReinstatement('  ')).toEqual({ error: 'Reason is required' });
    expect(checkReinstatement(' Appeal accepted ')).toEqual({ body: { reason: 'Appeal accepted' } });
  });

  it('says who has which role now', () => {
    expect(roleUpdatedText('Ravi Kumar', 'owner')).toBe('Ravi Kumar is now an owner.');
    expect(roleUpdatedText('Ravi Kumar', 'customer')).toBe('Ravi Kumar is now a customer.');
  });

  it('counts pages, one at least', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(41, 20)]).toEqual([1, 1, 3]);
  });

  it('reads the filter from the address, leaving out what is not valid', () => {
    expect(usersQueryOf('?q=asha&role=owner&page=3')).toEqual({ q: 'asha', role: 'owner', page: 3 });
    expect(usersQueryOf('?role=boss&page=-2')).toEqual({ q: '', role: '', page: 1 });
    expect(usersQueryOf('')).toEqual({ q: '', role: '', page: 1 });
  });

  it('checks the sanction form with the schema’s messages', () => {
    expect(checkSanction({ kind: 'suspension', days: '6', reason: 'Spam' })).toEqual({
      errors: { days: 'A suspension lasts 7 to 30 days' },
    });
    expect(checkSanction({ kind: 'suspension', days: '', reason: ' ' })).toEqual({
      errors: { days: 'Days must be a whole number from 7 to 30', reason: 'Reason is required' },
    });
    expect(checkSanction({ kind: 'suspension', days: '14', reason: ' Spam ' })).toEqual({
      body: { kind: 'suspension', days: 14, reason: 'Spam' },
    });
    // Days typed for a suspension do not matter once a warning is chosen instead.
    expect(checkSanction({ kind: 'warning', days: '3', reason: 'Rude' })).toEqual({
      body: { kind: 'warning', reason: 'Rude' },
    });
  });
});
