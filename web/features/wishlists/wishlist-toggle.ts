import { statusOf } from '../../lib/api-client.ts';
import type { ToastInput } from '../../lib/toast.ts';

/** Visitors go to sign in after 1000 ms; a 401 (session gone) after 500 ms (traveller §6, §9). */
export const VISITOR_REDIRECT_MS = 1000;
export const UNAUTHORIZED_REDIRECT_MS = 500;

export const LOGIN_REQUIRED: ToastInput = {
  title: 'Login Required',
  description: 'Please login to add properties to your wishlist.',
};

/** The toast after the server saved (`saved`) or removed a listing (traveller §8). */
export function changedToast(title: string, saved: boolean): ToastInput {
  return saved
    ? { title: 'Added to wishlist', description: `${title} has been added to your wishlist.` }
    : { title: 'Removed from wishlist', description: `${title} has been removed from your wishlist.` };
}

/** What a failed add or remove means: the session is gone (sign in again), or try again. */
export function failureOf(error: unknown): { toast: ToastInput; signInAgain: boolean } {
  if (statusOf(error) === 401)
    return {
      signInAgain: true,
      toast: {
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      },
    };
  return {
    signInAgain: false,
    toast: {
      title: 'Error',
      description: 'Failed to update wishlist. Please try again.',
      variant: 'destructive',
    },
  };
}
