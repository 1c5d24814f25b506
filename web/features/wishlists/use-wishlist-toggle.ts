import { useLocation, useSearch } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signInPathFor } from '../../lib/return-path.ts';
import { setCurrentUser, useCurrentUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useSetWishlisted } from './api/set-wishlisted.ts';
import { useWishlist, WISHLIST_QUERY_KEY } from './api/wishlist.ts';
import {
  changedToast,
  failureOf,
  LOGIN_REQUIRED,
  UNAUTHORIZED_REDIRECT_MS,
  VISITOR_REDIRECT_MS,
} from './wishlist-toggle.ts';

export type WishlistToggle = {
  /** Whether the server's wishlist holds this listing. */
  saved: boolean;
  /** True while the session or the wishlist is still loading, or a change is on its way. */
  busy: boolean;
  toggle(): void;
};

/**
 * Saving and removing one listing, as the home heart, the wishlist page and the property page's
 * Save button all do it: the state is the server's wishlist (GET /api/wishlist); a visitor is asked
 * to sign in and sent there after a second; toasts say what happened (traveller §4, §6, §8).
 * Sign-in is /auth with the page to come back to (decisions 14 and 30).
 */
export function useWishlistToggle(property: { id: string; title: string }): WishlistToggle {
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const wishlist = useWishlist();
  const mutation = useSetWishlisted();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const signInPath = signInPathFor(paths.auth, search ? `${location}?${search}` : location);

  const saved = wishlist.data?.some((card) => card.id === property.id) ?? false;
  const busy = sessionLoading || (user !== null && wishlist.isPending) || mutation.isPending;

  const toggle = () => {
    if (busy) return;
    if (!user) {
      toast(LOGIN_REQUIRED);
      setTimeout(() => navigate(signInPath), VISITOR_REDIRECT_MS);
      return;
    }
    const next = !saved;
    mutation.mutate(
      { propertyId: property.id, saved: next },
      {
        onSuccess: () => toast(changedToast(property.title, next)),
        onError: (error) => {
          const failure = failureOf(error);
          toast(failure.toast);
          if (!failure.signInAgain) return;
          // The session is gone: forget the cached user and their list, or /auth would send us back.
          setTimeout(() => {
            queryClient.removeQueries({ queryKey: WISHLIST_QUERY_KEY });
            setCurrentUser(null);
            navigate(signInPath);
          }, UNAUTHORIZED_REDIRECT_MS);
        },
      },
    );
  };

  return { saved, busy, toggle };
}
