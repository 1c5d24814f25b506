import { useMutation } from '@tanstack/react-query';
import { m } from '#i18n/messages.js';
import type { PublicUser } from '../../../domain/schemas/auth.ts';
import type { ProfileUpdateBody } from '../../../domain/schemas/profile.ts';
import { sendJson, serverMessageOf, statusOf } from '../api-client.ts';
import { setCurrentUser } from '../session.ts';
import type { ToastInput } from '../toast.ts';

/** PUT /api/user/profile -> the user as now stored (onboarding and the profile page). */
export function updateProfile(body: ProfileUpdateBody) {
  return sendJson<PublicUser>('PUT', '/api/user/profile', body);
}

/** Saves the profile and makes the answer the signed-in user, so the header follows at once. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => setCurrentUser(user),
  });
}

export const PROFILE_UPDATED: ToastInput = {
  title: m.ui_profile_updated_title(),
  description: m.ui_profile_updated(),
};

/** An email change waits for its link (decision 71): the address shown stays the old one until then. */
export const emailChangeSent = (email: string): ToastInput => ({
  title: m.ui_email_change_title(),
  description: m.ui_email_change_sent({ email }),
});

const PROFILE_FAILED = m.ui_profile_failed();

/**
 * admin-and-host §8's 'Error' toast. A refusal that names what is wrong (400: a field or the current
 * password, 409: an address taken, 429: too many attempts) is worth more than the spec's generic words, so it
 * replaces them; any other failure keeps them.
 */
export function profileFailureToast(error: unknown): ToastInput {
  const status = statusOf(error);
  const reason = status === 400 || status === 409 || status === 429 ? serverMessageOf(error) : null;
  return { title: m.ui_error_title(), description: reason ?? PROFILE_FAILED, variant: 'destructive' };
}
