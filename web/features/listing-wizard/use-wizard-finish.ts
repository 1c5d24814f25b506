import type { Query } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { OwnerMatch } from '../../../domain/schemas/admin-owners.ts';
import type { ListingForm, ListingSaved } from '../../../domain/schemas/listings.ts';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast.ts';
import { updateOwnerListing } from './api/owner-listing.ts';
import { publishListing, publishListingForOwner } from './api/publish-listing.ts';
import type { DraftSaves } from './use-draft-saves.ts';
import type { WizardRole } from './wizard-context.tsx';
import {
  DRAFT_SAVED,
  draftFailureToast,
  editFailureToast,
  editSavedToast,
  PROPERTY_PUBLISHED,
  pathAfterDraft,
  pathAfterEdit,
  pathAfterPublish,
  publishFailureToast,
} from './wizard-messages.ts';

/** Which of the wizard's ways out is running: "Save & exit" or the footer's finish button. */
export type WizardBusy = 'exit' | 'finish' | null;

/** What shows listings or drafts (the dashboards): refetched once a draft or a listing is saved. */
const showsListings = (query: Query) => {
  const key = query.queryKey[0];
  return (
    typeof key === 'string' &&
    (key.startsWith('/api/owner') ||
      key.startsWith('/api/property-drafts') ||
      key.startsWith('/api/admin/property-drafts') ||
      key.startsWith('/api/admin/properties') ||
      key === '/api/admin/stats')
  );
};

const afterListingSaved = () => queryClient.invalidateQueries({ predicate: showsListings });

interface WizardFinishOptions {
  form: UseFormReturn<ListingForm>;
  role: WizardRole;
  /** The listing edited (edit mode); null when creating one. */
  listingId: string | null;
  /** Admin mode: the owner the listing is published for. */
  owner: OwnerMatch | null;
  step: number;
  stepIsValid: () => Promise<boolean>;
  drafts: DraftSaves;
}

/**
 * The wizard's ways out, each with its toast and where the browser goes: "Save & exit" saves the
 * draft (create mode) or the listing (edit mode); finishing publishes (create mode, for the owner
 * or as admin for the chosen owner) or saves the listing (edit mode). One runs at a time.
 */
export function useWizardFinish({
  form,
  role,
  listingId,
  owner,
  step,
  stepIsValid,
  drafts,
}: WizardFinishOptions) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<WizardBusy>(null);

  const saveEdit = async (id: string) => {
    try {
      const saved: ListingSaved = await updateOwnerListing(id, form.getValues(), role);
      await afterListingSaved();
      toast(editSavedToast(saved, role));
      navigate(pathAfterEdit(role, id));
    } catch (error) {
      toast(editFailureToast(error));
    }
  };

  const saveAndExit = async () => {
    if (busy || !(await stepIsValid())) return;
    setBusy('exit');
    try {
      if (listingId !== null) return await saveEdit(listingId);
      try {
        await drafts.saveDraftNow(step);
        await afterListingSaved();
        toast(DRAFT_SAVED);
        navigate(pathAfterDraft(role));
      } catch (error) {
        toast(draftFailureToast(error));
      }
    } finally {
      setBusy(null);
    }
  };

  const finish = async () => {
    if (busy) return;
    setBusy('finish');
    try {
      if (listingId !== null) return await saveEdit(listingId);
      try {
        const values = form.getValues();
        if (role === 'admin') {
          if (!owner) return;
          await publishListingForOwner(values, owner.id);
        } else {
          await publishListing(values);
        }
      } catch (error) {
        toast(publishFailureToast(error));
        return;
      }
      // The listing is out; its draft goes.
      await drafts.discardDraft();
      await afterListingSaved();
      toast(PROPERTY_PUBLISHED);
      navigate(pathAfterPublish(role));
    } finally {
      setBusy(null);
    }
  };

  return { busy, saveAndExit, finish };
}
