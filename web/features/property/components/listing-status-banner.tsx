import { EyeOff } from 'lucide-react';
import type { PropertyStatus } from '../../../../domain/schemas/properties.ts';

const explanation: Record<Exclude<PropertyStatus, 'approved'>, string> = {
  pending:
    'This listing is waiting for approval. Only you and Basera’s admins can see this page; travellers can find and book it once it is approved.',
  rejected:
    'This listing was not approved. Only you and Basera’s admins can see this page; travellers cannot find or book it.',
  draft:
    'This listing is a draft. Only you and Basera’s admins can see this page; travellers cannot find or book it.',
};

const heading: Record<Exclude<PropertyStatus, 'approved'>, string> = {
  pending: 'Pending approval',
  rejected: 'Not approved',
  draft: 'Draft',
};

/** For the owner or an admin opening a listing travellers cannot see yet. */
export function ListingStatusBanner({ status }: { status: PropertyStatus }) {
  if (status === 'approved') return null;
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-500/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <EyeOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="text-sm">
        <strong className="font-semibold">{heading[status]}.</strong> {explanation[status]}
      </p>
    </div>
  );
}
