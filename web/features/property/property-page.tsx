import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

export function PropertyPage({ id }: { id: string }) {
  return (
    <PlaceholderPage title="Property details">
      This page is being built. Property {id} will show its photos, details and booking card here.
    </PlaceholderPage>
  );
}
