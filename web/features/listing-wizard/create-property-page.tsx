import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

export function CreatePropertyPage() {
  return <PlaceholderPage title="List your property" />;
}
