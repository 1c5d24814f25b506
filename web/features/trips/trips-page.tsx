import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';

export function TripsPage() {
  return <PlaceholderPage title="Your trips" />;
}
