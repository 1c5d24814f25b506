import { describe, expect, it } from 'vitest';
import { PLACES_OF_SUPPLY } from './gst/places-of-supply.ts';
import { GST_STATE_CODES, GST_STATE_NAMES, GST_STATES, gstStateName, stateOfGstin } from './gst-states.ts';
import { gstinCheckCharacter, gstinProblems, makeGstin } from './gstin.ts';
import { speaking } from './speaking.testing.ts';

// Published GSTINs: the GST portal's own example (Maharashtra) and a Karnataka company's.
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];
const CHECKSUM = 'GSTIN check character (the 15th) does not match the others: look for a mistyped character';

const replaced = (text: string, at: number, by: string) => text.slice(0, at) + by + text.slice(at + 1);

describe('gstinProblems', () => {
  it.each(VALID)('finds nothing wrong with %s, nor with its PAN given', (gstin) => {
    expect(gstinProblems(gstin)).toEqual([]);
    expect(gstinProblems(gstin, { pan: gstin.slice(2, 12) })).toEqual([]);
  });

  it.each(VALID)(
    'refuses every one-character change of %s that keeps its shape, on the check character',
    (gstin) => {
      let tried = 0;
      for (let at = 0; at < 15; at++) {
        if (at === 13) continue; // always Z
        const kind = /[0-9]/.test(gstin[at]!) ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
        for (const by of kind.replace(gstin[at]!, '')) {
          const changed = replaced(gstin, at, by);
          if (!stateOfGstin(changed) || (at === 12 && by === '0')) continue; // another rule's refusal
          expect(gstinProblems(changed), changed).toEqual([CHECKSUM]);
          tried++;
        }
      }
      expect(tried).toBeGreaterThan(200);
    },
  );

  it('says the length is wrong, and only that', () => {
    expect(gstinProblems('27AAPFU0939F1Z')).toEqual(['GSTIN must be 15 characters (this one has 14)']);
    expect(gstinProblems('27AAPFU0939F1ZVX')).toEqual(['GSTIN must be 15 characters (this one has 16)']);
    expect(gstinProblems('')).toEqual(['GSTIN must be 15 characters (this one has 0)']);
  });

  it('refuses lower case and other characters', () => {
    expect(gstinProblems('27aapfu0939f1zv')).toEqual(['GSTIN may hold only capital letters and digits']);
    expect(gstinProblems('27AAPFU-939F1ZV')).toEqual(['GSTIN may hold only capital letters and digits']);
  });

  it('refuses a state code that is none (00, 39, 96, 99) even with a right check character', () => {
    for (const code of ['00', '39', '96', '99']) {
      expect(gstinProblems(makeGstin(code, 'AAPFU0939F'))).toEqual([
        `GSTIN must start with a state code from 01 to 38 or 97 (not ${code})`,
      ]);
    }
    expect(gstinProblems(makeGstin('38', 'AAPFU0939F'))).toEqual([]);
    expect(gstinProblems(makeGstin('97', 'AAPFU0939F'))).toEqual([]);
  });

  it('refuses characters 3 to 12 that are no PAN', () => {
    expect(gstinProblems(makeGstin('27', 'AAPF10939F'))).toEqual([
      'GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits and a letter',
    ]);
  });

  it('refuses a PAN other than the one given', () => {
    expect(gstinProblems('27AAPFU0939F1ZV', { pan: 'ABCDE1234F' })).toEqual([
      'GSTIN must hold the PAN ABCDE1234F in characters 3 to 12 (not AAPFU0939F)',
    ]);
  });

  it('refuses an entity character 0 and a 14th character other than Z', () => {
    expect(gstinProblems(makeGstin('27', 'AAPFU0939F', '0'))).toEqual([
      'GSTIN character 13 (the registration number in the state) must be 1 to 9 or a letter',
    ]);
    const first14 = '27AAPFU0939F1Y';
    expect(gstinProblems(first14 + gstinCheckCharacter(first14))).toEqual([
      'GSTIN character 14 must be Z (not Y)',
    ]);
  });

  it('says everything wrong at once', () => {
    expect(gstinProblems('40AAPF10939F0AV')).toHaveLength(5);
  });

  it('speaks Hindi to a Hindi request', () => {
    expect(speaking('hi', () => gstinProblems('27AAPFU0939F1Z'))).toEqual([
      'GSTIN 15 अक्षरों का होना चाहिए (इसमें 14 हैं)',
    ]);
  });
});

describe('gstStateName', () => {
  it('shows every state GST knows in the reader’s language, the English being the value itself', () => {
    for (const state of Object.values(GST_STATE_CODES)) {
      expect(gstStateName(state)).toBe(state);
      expect(gstStateName(state, 'hi')).not.toBe(state);
    }
    expect(gstStateName('Maharashtra', 'hi')).toBe('महाराष्ट्र');
    expect(speaking('hi', () => gstStateName('Tamil Nadu'))).toBe('तमिलनाडु');
    expect(gstStateName('Atlantis', 'hi')).toBe('Atlantis');
    expect(gstStateName('toString', 'hi')).toBe('toString');
  });
});

describe('makeGstin', () => {
  it('makes the published GSTINs from their parts', () => {
    expect(makeGstin('27', 'AAPFU0939F')).toBe('27AAPFU0939F1ZV');
    expect(makeGstin('29', 'AAGCB7383J')).toBe('29AAGCB7383J1Z4');
  });

  it('knows the same 36 states and union territories as the places of supply', () => {
    expect([...GST_STATE_NAMES].sort()).toEqual([...PLACES_OF_SUPPLY].sort());
  });

  it('makes a valid GSTIN for every state and union territory, read back to that state', () => {
    expect(GST_STATES).toHaveLength(36);
    for (const { state, code } of GST_STATES) {
      const gstin = makeGstin(code, 'AABCB1234K');
      expect(gstinProblems(gstin)).toEqual([]);
      expect(stateOfGstin(gstin)).toBe(state);
    }
  });
});
