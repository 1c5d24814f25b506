import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signInPathFor } from '../../lib/return-path.ts';
import { setCurrentUser, useCurrentUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useSetWishlisted } from './api/set-wishlisted.ts';
import { useWishlist, WISHLIST_QUERY_KEY } from './api/wishlist.ts';
import { WISHLISTS_QUERY_KEY } from './api/wishlists.ts';
import {
  changedToast,
  failureOf,
  LOGIN_REQUIRED,
  UNAUTHORIZED_REDIRECT_MS,
  VISITOR_REDIRECT_MS,
} from './wishlist-toggle.ts';

/** How the heart's chooser is opened, and what it reports back. */
export type ChooserControl = {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved(): void;
  /** A save failed in a way only a toast (or signing in again) can answer. */
  onFailed(error: unknown): void;
};

export type WishlistToggle = {
  /** Whether the server's wishlist holds this listing. */
  saved: boolean;
  /** True while the session or the wishlist is still loading, or a change is on its way. */
  busy: boolean;
  /** A heart that is off opens the chooser of lists (decision 115); it saves from there. */
  toggle(): void;
  chooser: ChooserControl;
};

/**
 * Saving and removing one listing, as the home heart and the property page's Save button do it: the
 * state is the server's wishlist (GET /api/wishlist, every list together); a heart that is off opens
 * the chooser of lists, one that is on removes the stay from every list (decision 115). A visitor is
 * asked to sign in and sent there after a second; toasts say what happened (traveller §4, §6, §8).
 * Sign-in is /auth with the page to come back to (decisions 14 and 30).
 */
export function useWishlistToggle(property: { id: string; title: string }): WishlistToggle {
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const wishlist = useWishlist();
  const mutation = useSetWishlisted();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const signInPath = signInPathFor(paths.auth, search ? `${location}?${search}` : location);
  const [choosing, setChoosing] = useState(false);

  const saved = wishlist.data?.some((card) => card.id === property.id) ?? false;
  const busy = sessionLoading || (user !== null && wishlist.isPending) || mutation.isPending;

  const onFailed = (error: unknown) => {
    const failure = failureOf(error);
    toast(failure.toast);
    if (!failure.signInAgain) return;
    setChoosing(false);
    // The session is gone: forget the cached user and their lists, or /auth would send us back.
    setTimeout(() => {
      queryClient.removeQueries({ queryKey: WISHLIST_QUERY_KEY });
      queryClient.removeQueries({ queryKey: WISHLISTS_QUERY_KEY });
      setCurrentUser(null);
      navigate(signInPath);
    }, UNAUTHORIZED_REDIRECT_MS);
  };

  const toggle = () => {
    if (busy) return;
    if (!user) {
      toast(LOGIN_REQUIRED);
      setTimeout(() => navigate(signInPath), VISITOR_REDIRECT_MS);
      return;
    }
    if (!saved) {
      setChoosing(true);
      return;
    }
    mutation.mutate(
      { propertyId: property.id, saved: false },
      { onSuccess: () => toast(changedToast(property.title, false)), onError: onFailed },
    );
  };

  const chooser = {
    open: choosing,
    onOpenChange: setChoosing,
    onSaved: () => {
      setChoosing(false);
      toast(changedToast(property.title, true));
    },
    onFailed,
  };
  return { saved, busy, toggle, chooser };
}
