import { describe, expect, it } from 'vitest';
import { makeGstin } from '../../../../domain/rules/gstin.ts';
import {
  bodyOf,
  type Draft,
  draftProblems,
  draftState,
  fieldErrorOfServerMessage,
  sameAsSaved,
} from './registration-drafts.ts';

const PAN = 'AAPFU0939F';
const row = (patch: Partial<Draft>, key = 1): Draft => ({
  key,
  gstin: makeGstin('27', PAN),
  legalName: 'Asha Homestays',
  address: '14 Hill Road, Mumbai 400050',
  ...patch,
});

describe('GST registration drafts', () => {
  it('finds nothing wrong in complete rows, in any case and with spaces', () => {
    expect(draftProblems([row({}), row({ gstin: ` ${makeGstin('30', PAN).toLowerCase()} ` }, 2)])).toEqual(
      {},
    );
  });

  it("puts the schema's sentences at each row's field", () => {
    expect(
      draftProblems([row({ gstin: '27AAPFU0939F1Z' }), row({ legalName: ' ', address: '' }, 2)]),
    ).toEqual({
      '0.gstin': 'GSTIN must be 15 characters (this one has 14)',
      '1.legalName': 'Legal name is required',
      '1.address': 'Address is required',
    });
    // One per state is checked once every row is valid on its own.
    expect(
      draftProblems([row({ gstin: makeGstin('30', PAN) }), row({ gstin: makeGstin('30', PAN, '2') }, 2)]),
    ).toEqual({
      '1.gstin': 'GSTIN is a second registration in Goa: give one per state',
    });
  });

  it("reads a 400 message naming a row's field, and nothing else", () => {
    expect(
      fieldErrorOfServerMessage(
        'registrations.1.gstin: GSTIN must hold the PAN AAPFU0939F in characters 3 to 12 (not BBBPH4321Q)',
      ),
    ).toEqual({
      key: '1.gstin',
      text: 'GSTIN must hold the PAN AAPFU0939F in characters 3 to 12 (not BBBPH4321Q)',
    });
    expect(fieldErrorOfServerMessage('registrations.0.address: Address is required')).toEqual({
      key: '0.address',
      text: 'Address is required',
    });
    expect(fieldErrorOfServerMessage('registrations: registrations must be a list')).toBeNull();
    expect(fieldErrorOfServerMessage('Too many requests')).toBeNull();
  });

  it('names the state of a GSTIN as typed, and compares rows with what is saved', () => {
    expect(draftState('27aapfu0939f1zv')).toBe('Maharashtra');
    expect(draftState('99')).toBeUndefined();
    const saved = { registrations: [{ ...bodyOf([row({})]).registrations[0]!, state: 'Maharashtra' }] };
    expect(sameAsSaved([row({})], saved)).toBe(true);
    expect(sameAsSaved([row({ address: 'Elsewhere' })], saved)).toBe(false);
    expect(sameAsSaved([], { registrations: [] })).toBe(true);
  });
});
