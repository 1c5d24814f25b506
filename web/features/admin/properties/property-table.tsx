import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { AdminPropertyRow } from '../../../../domain/schemas/admin-properties.ts';
import { ListingStatusBadge, UnlistedBadge } from '../../../components/listing/listing-status-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { locationText, nightlyPrice, titleText, typeText } from './admin-property-labels.ts';
import { PropertyActions } from './property-actions.tsx';
import { PropertyFlags } from './property-flags.tsx';

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase';

function Status({ row }: { row: AdminPropertyRow }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ListingStatusBadge status={row.status} />
      {!row.isListed && <UnlistedBadge />}
    </div>
  );
}

const Flags = ({ row }: { row: AdminPropertyRow }) => <PropertyFlags row={row} className="mt-1.5" />;

function Reason({ row }: { row: AdminPropertyRow }) {
  if (row.status !== 'rejected' || !row.rejectionReason) return null;
  return (
    <p className="mt-1 line-clamp-2 text-xs text-danger-text" title={row.rejectionReason}>
      {row.rejectionReason}
    </p>
  );
}

function Price({ row }: { row: AdminPropertyRow }) {
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-fg">{nightlyPrice(row)}</span>
      <span className="text-fg-muted">{m.admin_properties_per_night()}</span>
    </span>
  );
}

function TitleLink({ row }: { row: AdminPropertyRow }) {
  return (
    <Link href={paths.adminProperty(row.id)} className="font-semibold text-fg hover:underline">
      {titleText(row)}
    </Link>
  );
}

/** The table (§2: Property, Type, Location, Price, Status, Actions) on wide screens. */
export function PropertyTable({ rows }: { rows: AdminPropertyRow[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-line bg-surface lg:block">
      <table className="w-full text-sm">
        <thead className="border-b border-line bg-muted">
          <tr>
            <th className={th}>{m.admin_properties_column_property()}</th>
            <th className={th}>{m.admin_properties_column_type()}</th>
            <th className={th}>{m.admin_properties_column_location()}</th>
            <th className={th}>{m.admin_properties_column_price()}</th>
            <th className={th}>{m.admin_properties_status()}</th>
            <th className={`${th} text-right`}>{m.admin_properties_column_actions()}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="max-w-64 px-3 py-3">
                <TitleLink row={row} />
                <p className="truncate text-xs text-fg-muted" title={row.owner.email}>
                  {row.owner.name || row.owner.email}
                </p>
              </td>
              <td className="px-3 py-3 text-fg">{typeText(row)}</td>
              <td className="px-3 py-3 text-fg">{locationText(row)}</td>
              <td className="px-3 py-3">
                <Price row={row} />
              </td>
              <td className="max-w-52 px-3 py-3">
                <Status row={row} />
                <Flags row={row} />
                <Reason row={row} />
              </td>
              <td className="w-px px-3 py-2">
                <PropertyActions row={row} compact nowrap className="justify-end" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same rows as cards on phones and tablets. */
export function PropertyCards({ rows }: { rows: AdminPropertyRow[] }) {
  return (
    <ul className="space-y-3 lg:hidden">
      {rows.map((row) => (
        <li key={row.id}>
          <article className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-base">
                  <TitleLink row={row} />
                </h2>
                <p className="truncate text-sm text-fg-muted">{row.owner.name || row.owner.email}</p>
              </div>
              <Status row={row} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-muted">{m.admin_properties_column_type()}</dt>
              <dd className="text-fg">{typeText(row)}</dd>
              <dt className="text-fg-muted">{m.admin_properties_column_location()}</dt>
              <dd className="text-fg">{locationText(row)}</dd>
              <dt className="text-fg-muted">{m.admin_properties_column_price()}</dt>
              <dd>
                <Price row={row} />
              </dd>
            </dl>
            <Flags row={row} />
            <Reason row={row} />
            <PropertyActions row={row} compact className="mt-3 border-t border-line pt-3" />
          </article>
        </li>
      ))}
    </ul>
  );
}
