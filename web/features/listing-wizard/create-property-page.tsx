import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

/** /create-property: the wizard for an owner. */
export function CreatePropertyPage() {
  return <PlaceholderPage title="List your property" />;
}

/** /admin/create-property: the wizard for an admin, who chooses the owner. */
export function AdminCreatePropertyPage() {
  return <PlaceholderPage title="Create Property" />;
}

/** /owner/property/{id}/edit: the wizard prefilled with a published listing. */
export function EditPropertyPage({ id }: { id: string }) {
  return (
    <PlaceholderPage title="Edit property">This page is being built. It will edit {id}.</PlaceholderPage>
  );
}
