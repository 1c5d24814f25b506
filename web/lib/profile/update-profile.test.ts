import { describe, expect, it, vi } from 'vitest';
import { profileFailureToast } from './update-profile.ts';

vi.mock('../session.ts', () => ({ setCurrentUser: vi.fn() }));

describe('profileFailureToast', () => {
  it("says what the server found wrong with a field or the email, under the spec's title", () => {
    expect(profileFailureToast(new Error('409: {"message":"This email is already registered"}'))).toEqual({
      title: 'Error',
      description: 'This email is already registered',
      variant: 'destructive',
    });
    expect(
      profileFailureToast(new Error('400: {"message":"phone: Phone must be an Indian mobile number"}'))
        .description,
    ).toBe('Phone must be an Indian mobile number');
    expect(
      profileFailureToast(new Error('429: {"message":"Too many attempts. Please try again in 15 minutes."}'))
        .description,
    ).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it("keeps the spec's words for anything else", () => {
    for (const error of [new Error('500: {"message":"boom"}'), new Error('Failed to fetch')])
      expect(profileFailureToast(error).description).toBe('Failed to update profile. Please try again.');
  });
});
