import { EyeOff } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { PropertyStatus } from '../../../../domain/schemas/properties.ts';
import { RichText } from '../../../components/ui/rich-text.tsx';

/** Each status in one sentence, its name in bold: "<b>Pending approval.</b> This listing is waiting…". */
const explanation: Record<Exclude<PropertyStatus, 'approved'>, string> = {
  pending: m.property_status_pending(),
  rejected: m.property_status_rejected(),
  draft: m.property_status_draft(),
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
        <RichText
          text={explanation[status]}
          tags={{ b: (text) => <strong className="font-semibold">{text}</strong> }}
        />
      </p>
    </div>
  );
}
