import { m } from '#i18n/messages.js';
import type { AdminPropertyRow } from '../../../../domain/schemas/admin-properties.ts';
import { type PropertyStatus, propertyStatus } from '../../../../domain/schemas/properties.ts';
import { formatPrice } from '../../../lib/formatters.ts';

// The words of the admin's property management (admin-and-host §2, §3), kept pure so they are tested.

export type TableFilter = { status?: PropertyStatus; q: string };

/** The filter the address holds: `?status=pending&q=goa` (an unknown status is no filter). */
export function filterOf(search: string): TableFilter {
  const params = new URLSearchParams(search);
  const status = propertyStatus.safeParse(params.get('status'));
  return { status: status.success ? status.data : undefined, q: params.get('q') ?? '' };
}

/** The address's query for a filter: `status=pending&q=goa`, empty parts left out. */
export function searchOf(filter: TableFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return params.toString();
}

/** "₹2,50,000" from the API's rupees ("250000.00"); the table adds "/night". */
export const nightlyPrice = (row: Pick<AdminPropertyRow, 'basePrice'>) => formatPrice(row.basePrice);

/** Where the listing is: its city and state, else its destination, else a dash. */
export function locationText(row: Pick<AdminPropertyRow, 'address' | 'destination'>): string {
  return row.address.trim() || row.destination?.name || '—';
}

export const typeText = (row: Pick<AdminPropertyRow, 'propertyType'>) => row.propertyType?.name ?? '—';

/** "2 host cancellations" when the owner cancelled stays on this listing; nothing when none. */
export function hostCancellationText(count: number): string | null {
  if (count <= 0) return null;
  return m.admin_properties_host_cancellations({ count });
}

export const titleText = (row: Pick<AdminPropertyRow, 'title'>) =>
  row.title.trim() || m.admin_properties_untitled();

/**
 * The review buttons a listing in this status offers: approve a pending or rejected one, reject a
 * pending one or take down an approved one; a draft was never submitted.
 */
export function reviewActions(status: string): { approve: boolean; reject: boolean } {
  return {
    approve: status === 'pending' || status === 'rejected',
    reject: status === 'pending' || status === 'approved',
  };
}

/** The table's empty state: nothing at all, or nothing matching the filter. */
export function emptyText(filter: TableFilter): { title: string; body: string } {
  if (filter.status || filter.q.trim())
    return {
      title: m.admin_properties_none_match(),
      body: m.admin_properties_none_match_text(),
    };
  return {
    title: m.admin_properties_none_yet(),
    body: m.admin_properties_none_yet_text(),
  };
}

export const statusFilterOptions: { value: PropertyStatus | ''; label: string }[] = [
  { value: '', label: m.admin_properties_all_statuses() },
  { value: 'pending', label: m.admin_properties_status_pending() },
  { value: 'approved', label: m.admin_properties_status_approved() },
  { value: 'rejected', label: m.admin_properties_status_rejected() },
  { value: 'draft', label: m.admin_properties_status_draft() },
];
