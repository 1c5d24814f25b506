import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('uses the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'asha', lastName: 'Rao', email: 'a@b.in' })).toBe('AR');
  });
  it('falls back to the first letter of the email', () => {
    expect(initialsOf({ firstName: null, lastName: '', email: 'meera@b.in' })).toBe('M');
  });
  it('falls back to U', () => {
    expect(initialsOf({})).toBe('U');
  });
});
