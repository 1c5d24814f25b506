import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

export function BecomeOwnerPage() {
  return <PlaceholderPage title="Become a host" />;
}
