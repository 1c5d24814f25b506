import { m } from '#i18n/messages.js';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTaxProfile } from '../api/tax-profile.ts';
import { RegistrationsForm } from './registrations-form.tsx';

function RegistrationsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5">
      <span className="sr-only" role="status">
        {m.host_gst_loading()}
      </span>
      {[0, 1].map((i) => (
        <div key={i} className="space-y-4 rounded-2xl border border-line bg-surface p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

/** /owner/tax (issue 24 §1): the host's GST registrations, one per state, saved as one list. */
export function TaxRegistrationsPage() {
  const profile = useTaxProfile();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{m.host_gst_registrations()}</h1>
      <p className="mt-1 mb-8 text-fg-muted">{m.host_gst_intro()}</p>
      {profile.isPending ? (
        <RegistrationsSkeleton />
      ) : profile.isError ? (
        <LoadError
          message={m.host_load_error_your_gst_registrations()}
          retrying={profile.isFetching}
          onRetry={() => profile.refetch()}
        />
      ) : (
        <RegistrationsForm saved={profile.data} />
      )}
    </section>
  );
}
