import type { ReactNode } from 'react';

function AdminPlaceholder({
  title,
  children = 'This page is being built.',
}: {
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
      <p className="mt-2 text-fg-muted">{children}</p>
    </section>
  );
}

// The admin screens arrive in later issues; each route stands with its proper heading now.
export const AdminDashboardPage = () => <AdminPlaceholder title="Dashboard Overview" />;
export const AdminDestinationsPage = () => <AdminPlaceholder title="Destinations" />;
export const AdminPropertiesPage = () => <AdminPlaceholder title="Property Management" />;
export const AdminUsersPage = () => <AdminPlaceholder title="Users">Coming soon</AdminPlaceholder>;
export const AdminAmenitiesPage = () => <AdminPlaceholder title="Amenities" />;
export const AdminRatingsPage = () => <AdminPlaceholder title="Rating Parameters" />;
export const AdminBadgesPage = () => <AdminPlaceholder title="Badge Management" />;
export const AdminPropertyTypesPage = () => <AdminPlaceholder title="Property Types" />;
export const AdminContactsPage = () => <AdminPlaceholder title="Contact Management" />;
