import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../domain/schemas/auth.ts';
import { hasEmptyField, personalValuesOf } from './personal-values.ts';

describe('personalValuesOf', () => {
  it('fills the form from the account, missing names empty and the phone grouped', () => {
    const user = { firstName: 'Asha', lastName: null, email: 'a@example.com', phone: '+919876543210' };
    expect(personalValuesOf(user as PublicUser)).toEqual({
      firstName: 'Asha',
      lastName: '',
      email: 'a@example.com',
      phone: '+91 98765 43210',
    });
  });
});

describe('hasEmptyField', () => {
  it('counts a field of spaces as empty', () => {
    expect(hasEmptyField({ a: 'x', b: '  ' })).toBe(true);
    expect(hasEmptyField({ a: 'x', b: 'y' })).toBe(false);
  });
});
