import { describe, expect, it } from 'vitest';
import {
  changedToast,
  failureOf,
  LOGIN_REQUIRED,
  UNAUTHORIZED_REDIRECT_MS,
  VISITOR_REDIRECT_MS,
} from './wishlist-toggle.ts';

// The words and delays of traveller §6, §8 and §9, exactly.
describe('wishlist toggle outcomes', () => {
  it('says what was added or removed, naming the stay', () => {
    expect(changedToast('Sea View Villa', true)).toEqual({
      title: 'Added to wishlist',
      description: 'Sea View Villa has been added to your wishlist.',
    });
    expect(changedToast('Sea View Villa', false)).toEqual({
      title: 'Removed from wishlist',
      description: 'Sea View Villa has been removed from your wishlist.',
    });
  });

  it('asks a visitor to log in, and sends them after a second', () => {
    expect(LOGIN_REQUIRED).toEqual({
      title: 'Login Required',
      description: 'Please login to add properties to your wishlist.',
    });
    expect(VISITOR_REDIRECT_MS).toBe(1000);
  });

  it('signs in again after 500 ms on a 401, whatever its body', () => {
    for (const message of ['401: {"message":"Unauthorized"}', '401: Unauthorized']) {
      expect(failureOf(new Error(message))).toEqual({
        signInAgain: true,
        toast: {
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
          variant: 'destructive',
        },
      });
    }
    expect(UNAUTHORIZED_REDIRECT_MS).toBe(500);
  });

  it('says Error for anything else: a 404, a 500, a network failure', () => {
    for (const error of [
      new Error('404: {"message":"Property not found"}'),
      new Error('500: Internal Server Error'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(failureOf(error)).toEqual({
        signInAgain: false,
        toast: {
          title: 'Error',
          description: 'Failed to update wishlist. Please try again.',
          variant: 'destructive',
        },
      });
    }
  });
});
