import { m } from '#i18n/messages.js';
import { statusOf } from '../../lib/api-client.ts';
import type { ToastInput } from '../../lib/toast.ts';

/** Visitors go to sign in after 1000 ms; a 401 (session gone) after 500 ms (traveller §6, §9). */
export const VISITOR_REDIRECT_MS = 1000;
export const UNAUTHORIZED_REDIRECT_MS = 500;

export const LOGIN_REQUIRED: ToastInput = {
  title: m.wishlists_login_required_title(),
  description: m.wishlists_login_required_text(),
};

/** The toast after the server saved (`saved`) or removed a listing (traveller §8). */
export function changedToast(title: string, saved: boolean): ToastInput {
  return saved
    ? { title: m.wishlists_added_title(), description: m.wishlists_added_text({ title }) }
    : { title: m.wishlists_removed_title(), description: m.wishlists_removed_text({ title }) };
}

/** What a failed add or remove means: the session is gone (sign in again), or try again. */
export function failureOf(error: unknown): { toast: ToastInput; signInAgain: boolean } {
  if (statusOf(error) === 401)
    return {
      signInAgain: true,
      toast: {
        title: m.wishlists_unauthorized_title(),
        description: m.wishlists_unauthorized_text(),
        variant: 'destructive',
      },
    };
  return {
    signInAgain: false,
    toast: {
      title: m.wishlists_error_title(),
      description: m.wishlists_error_text(),
      variant: 'destructive',
    },
  };
}
