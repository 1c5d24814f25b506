import { m } from '#i18n/messages.js';
import type { ListingSaved } from '../../../domain/schemas/listings.ts';
import { serverMessageOf } from '../../lib/api-client.ts';
import { adminPages, paths } from '../../lib/paths.ts';
import type { ToastInput } from '../../lib/toast.ts';
import type { WizardRole } from './wizard-context.tsx';

// The wizard's toasts (admin-and-host §8), word for word, and where the browser goes afterwards (§2).

export const DRAFT_SAVED: ToastInput = {
  title: m.wizard_toast_draft_saved_title(),
  description: m.wizard_toast_draft_saved_description(),
};

/** Decision 51: a published listing waits for an admin's approval, so it is not said to be live. */
export const PROPERTY_PUBLISHED: ToastInput = {
  title: m.wizard_toast_published_title(),
  description: m.wizard_toast_published_description(),
};

export const NOC_UPLOADED: ToastInput = { title: m.wizard_toast_noc_uploaded() };
export const NOC_UPLOAD_FAILURE = {
  title: m.wizard_toast_upload_failed(),
  fallback: m.wizard_toast_noc_upload_failed(),
};

export function draftFailureToast(error: unknown): ToastInput {
  return {
    title: m.wizard_toast_draft_error_title(),
    description: serverMessageOf(error) ?? m.wizard_toast_draft_error_description(),
    variant: 'destructive',
  };
}

export function publishFailureToast(error: unknown): ToastInput {
  return {
    title: m.wizard_toast_publish_error_title(),
    description: serverMessageOf(error) ?? m.wizard_toast_publish_error_description(),
    variant: 'destructive',
  };
}

export function editFailureToast(error: unknown): ToastInput {
  return {
    title: m.wizard_toast_edit_error_title(),
    description: serverMessageOf(error) ?? m.wizard_toast_edit_error_description(),
    variant: 'destructive',
  };
}

/** After an edit (decision 52): whether the listing went (back) to review or stayed live. */
export function editSavedToast(
  saved: Pick<ListingSaved, 'status' | 'isListed'>,
  role: WizardRole = 'owner',
): ToastInput {
  const title = m.wizard_toast_changes_saved_title();
  // An admin's edit keeps the listing's status: approving or rejecting it is a separate step.
  if (role === 'admin') return { title, description: m.wizard_toast_changes_saved_admin() };
  if (saved.status === 'pending')
    return {
      title,
      description: m.wizard_toast_changes_saved_pending(),
    };
  if (saved.status === 'approved')
    return {
      title,
      description: saved.isListed
        ? m.wizard_toast_changes_saved_live()
        : m.wizard_toast_changes_saved_unlisted(),
    };
  return { title, description: m.wizard_toast_changes_saved_default() };
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
