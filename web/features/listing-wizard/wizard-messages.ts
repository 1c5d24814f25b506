import type { ListingSaved } from '../../../domain/schemas/listings.ts';
import { serverMessageOf } from '../../lib/api-client.ts';
import { adminPages, paths } from '../../lib/paths.ts';
import type { ToastInput } from '../../lib/toast.ts';
import type { WizardRole } from './wizard-context.tsx';

// The wizard's toasts (admin-and-host §8), word for word, and where the browser goes afterwards (§2).

export const DRAFT_SAVED: ToastInput = {
  title: 'Draft saved',
  description: 'Your progress has been saved. You can continue later.',
};

/** Decision 51: a published listing waits for an admin's approval, so it is not said to be live. */
export const PROPERTY_PUBLISHED: ToastInput = {
  title: 'Property published!',
  description: 'Your property has been successfully published and will go live once an admin approves it.',
};

export const NOC_UPLOADED: ToastInput = { title: 'NOC document uploaded' };
export const NOC_UPLOAD_FAILURE = {
  title: 'Upload failed',
  fallback: 'Failed to upload NOC document. Please try again.',
};

export function draftFailureToast(error: unknown): ToastInput {
  return {
    title: 'Error saving draft',
    description: serverMessageOf(error) ?? 'Failed to save your progress.',
    variant: 'destructive',
  };
}

export function publishFailureToast(error: unknown): ToastInput {
  return {
    title: 'Error publishing property',
    description: serverMessageOf(error) ?? 'Failed to publish your property.',
    variant: 'destructive',
  };
}

export function editFailureToast(error: unknown): ToastInput {
  return {
    title: 'Error saving changes',
    description: serverMessageOf(error) ?? 'Failed to save your changes.',
    variant: 'destructive',
  };
}

/** After an edit (decision 52): whether the listing went (back) to review or stayed live. */
export function editSavedToast(
  saved: Pick<ListingSaved, 'status' | 'isListed'>,
  role: WizardRole = 'owner',
): ToastInput {
  const title = 'Changes saved';
  // An admin's edit keeps the listing's status: approving or rejecting it is a separate step.
  if (role === 'admin')
    return { title, description: 'The listing has been updated; its status is unchanged.' };
  if (saved.status === 'pending')
    return {
      title,
      description: 'Your listing is waiting for review: it will go live once an admin approves it.',
    };
  if (saved.status === 'approved')
    return {
      title,
      description: saved.isListed
        ? 'Your listing stayed live with the changes.'
        : 'Your listing is approved and unlisted: guests will see the changes once you list it again.',
    };
  return { title, description: 'Your changes have been saved.' };
}

/** Where "Save & exit" leads (§2). */
export function pathAfterDraft(role: WizardRole): string {
  return role === 'admin' ? paths.admin : paths.owner;
}

/** Where a saved edit leads: the listing's page, the owner's or the admin's. */
export function pathAfterEdit(role: WizardRole, listingId: string): string {
  return role === 'admin' ? paths.adminProperty(listingId) : paths.ownerProperty(listingId);
}

/** Where a published listing leads (§2). */
export function pathAfterPublish(role: WizardRole): string {
  return role === 'admin' ? adminPages.properties.path : paths.owner;
}
