import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { PropertyCard } from '../../../../domain/schemas/properties.ts';
import { statusOf } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/class-names.ts';
import { paths } from '../../../lib/paths.ts';
import { setCurrentUser, useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetWishlisted } from '../api/set-wishlisted.ts';

/** Visitors go to sign in after 1000 ms; a 401 (session gone) after 500 ms (traveller §6, §9). */
const VISITOR_REDIRECT_MS = 1000;
const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * The wishlist heart of a home card (traveller §4): starts off whatever the server holds, flips on
 * success, and is disabled while its request is pending. Sign-in goes to /auth (decision 14).
 * The card places it; the router hands it to the home page (decision 17).
 */
export function WishlistHeart({ property }: { property: Pick<PropertyCard, 'id' | 'title'> }) {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const [saved, setSaved] = useState(false);
  const mutation = useSetWishlisted();

  const onClick = () => {
    if (!user) {
      toast({ title: 'Login Required', description: 'Please login to add properties to your wishlist.' });
      setTimeout(() => navigate(paths.auth), VISITOR_REDIRECT_MS);
      return;
    }
    const next = !saved;
    mutation.mutate(
      { propertyId: property.id, saved: next },
      {
        onSuccess: () => {
          setSaved(next);
          toast(
            next
              ? {
                  title: 'Added to wishlist',
                  description: `${property.title} has been added to your wishlist.`,
                }
              : {
                  title: 'Removed from wishlist',
                  description: `${property.title} has been removed from your wishlist.`,
                },
          );
        },
        onError: (error) => {
          if (statusOf(error) === 401) {
            toast({
              title: 'Unauthorized',
              description: 'You are logged out. Logging in again...',
              variant: 'destructive',
            });
            // The session is gone: forget the cached user, or /auth would send us straight back to /.
            setTimeout(() => {
              setCurrentUser(null);
              navigate(paths.auth);
            }, UNAUTHORIZED_REDIRECT_MS);
            return;
          }
          toast({
            title: 'Error',
            description: 'Failed to update wishlist. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={mutation.isPending}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${property.title} from wishlist` : `Save ${property.title} to wishlist`}
      className="inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-sm hover:bg-white disabled:opacity-60"
    >
      <Heart className={cn('size-5', saved && 'fill-red-600 text-red-600')} aria-hidden="true" />
    </button>
  );
}
