import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { emptyListingForm } from '../../../domain/schemas/listings.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { adminPages, paths } from '../../lib/paths.ts';
import { useCurrentDraft } from './api/drafts.ts';
import { useOwnerListing } from './api/owner-listing.ts';
import { ListingWizard } from './listing-wizard.tsx';
import type { WizardRole } from './wizard-context.tsx';
import { formFromDraft, stepFromDraft } from './wizard-draft.ts';

/** The wizard over the draft in progress: an empty form at step 1 when there is none (§4). */
function DraftWizard({ wizardRole: role }: { wizardRole: WizardRole }) {
  const draft = useCurrentDraft(role);
  if (draft.isPending) return <PageSpinner text={m.wizard_loading_listing()} />;
  if (draft.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <LoadError
          message={m.wizard_load_error_your_listing_draft()}
          retrying={draft.isFetching}
          onRetry={() => draft.refetch()}
        />
      </div>
    );
  const record = draft.data;
  return (
    <ListingWizard
      wizardRole={role}
      mode="create"
      draftId={record?.id ?? null}
      initialForm={formFromDraft(record?.draftData)}
      initialStep={stepFromDraft(record?.currentStep)}
    />
  );
}

/** /create-property: the wizard for an owner. */
export function CreatePropertyPage() {
  return <DraftWizard wizardRole="owner" />;
}

/** /admin/create-property: the wizard for an admin, who chooses the owner. */
export function AdminCreatePropertyPage() {
  return <DraftWizard wizardRole="admin" />;
}

/**
 * /owner/property/{id}/edit (and /admin/properties/{id}/edit for an admin): the wizard prefilled
 * with a published listing, from step 1, no drafts.
 */
export function EditPropertyPage({ id, wizardRole = 'owner' }: { id: string; wizardRole?: WizardRole }) {
  const listing = useOwnerListing(id, wizardRole);
  const admin = wizardRole === 'admin';
  if (listing.isPending) return <PageSpinner text={m.wizard_loading_listing()} />;
  if (listing.isError) {
    const status = statusOf(listing.error);
    if (status === 404 || status === 400)
      return (
        <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
          <h1 className="text-2xl font-bold tracking-tight text-fg">{m.wizard_not_found_title()}</h1>
          <p className="mt-3 text-fg-muted">
            {admin ? m.wizard_not_found_admin() : m.wizard_not_found_owner()}
          </p>
          <Link
            href={admin ? adminPages.properties.path : paths.owner}
            className={buttonClasses('primary', 'md', 'mt-8')}
          >
            {admin ? m.wizard_not_found_back_admin() : m.wizard_not_found_back_owner()}
          </Link>
        </section>
      );
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <LoadError
          message={admin ? m.wizard_load_error_the_listing() : m.wizard_load_error_your_listing()}
          retrying={listing.isFetching}
          onRetry={() => listing.refetch()}
        />
      </div>
    );
  }
  return (
    <ListingWizard
      wizardRole={wizardRole}
      mode="edit"
      listingId={id}
      initialForm={{ ...emptyListingForm, ...listing.data.form }}
      initialStep={1}
    />
  );
}

/** /admin/properties/{id}/edit: an admin edits any owner's listing with the wizard. */
export function AdminEditPropertyPage({ id }: { id: string }) {
  return <EditPropertyPage id={id} wizardRole="admin" />;
}
