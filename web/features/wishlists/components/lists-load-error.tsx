import { m } from '#i18n/messages.js';
import { LoadError } from '../../../components/ui/load-error.tsx';
import type { useWishlists } from '../api/wishlists.ts';

/** The traveller's lists failed to load (on /wishlists or in the chooser): say so, and Retry. */
export function ListsLoadError({ lists }: { lists: ReturnType<typeof useWishlists> }) {
  return (
    <LoadError
      message={m.wishlists_load_error_your_wishlist()}
      retrying={lists.isFetching}
      onRetry={() => lists.refetch()}
    />
  );
}
