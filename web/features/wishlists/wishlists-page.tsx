import { Heart, Search } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { PropertyCard } from '../../components/listing/property-card.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import { useWishlist } from './api/wishlist.ts';
import { WishlistHeart } from './components/wishlist-heart.tsx';

const gridClass = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/** A saved stay while the list loads: the card's outline and its Book Now button. */
function SavedStaySkeleton() {
  return (
    <div className="flex flex-col gap-2">
      <div className="rounded-2xl border border-line bg-surface p-3">
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        <Skeleton className="mt-4 h-5 w-2/3" />
        <Skeleton className="mt-2 h-4 w-1/2" />
        <Skeleton className="mt-3 h-4 w-3/4" />
        <Skeleton className="mt-5 h-8 w-1/3" />
      </div>
      <Skeleton className="h-11 w-full rounded-lg" />
    </div>
  );
}

/**
 * Above a list of saved stays: how many, and Create Wishlist (decision 35). A traveller has one
 * wishlist, filled by the hearts; the button takes them to the stays to save, and the sentence says so.
 */
function WishlistSummary({ count }: { count: number }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="font-semibold text-fg" aria-live="polite">
          {m.wishlists_saved_count({ count })}
        </p>
        <p className="mt-1 max-w-xl text-sm text-fg-muted">{m.wishlists_summary_text()}</p>
      </div>
      <Link href={paths.home} className={buttonClasses('outline', 'md', 'shrink-0')}>
        <Heart className="size-4" aria-hidden="true" />
        {m.wishlists_create()}
      </Link>
    </div>
  );
}

function SavedStays() {
  const wishlist = useWishlist();

  if (wishlist.isPending) {
    return (
      <div className={gridClass} aria-busy="true">
        <span className="sr-only" role="status">
          {m.wishlists_loading()}
        </span>
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <SavedStaySkeleton key={i} />
        ))}
      </div>
    );
  }

  if (wishlist.isError) {
    return (
      <LoadError
        message={m.wishlists_load_error_your_wishlist()}
        retrying={wishlist.isFetching}
        onRetry={() => wishlist.refetch()}
      />
    );
  }

  if (wishlist.data.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={m.wishlists_empty_title()}
        text={m.wishlists_empty_text()}
        link={{ href: paths.home, label: m.wishlists_empty_search(), icon: Search }}
      />
    );
  }

  return (
    <>
      <WishlistSummary count={wishlist.data.length} />
      <ul className={gridClass}>
        {wishlist.data.map((property) => (
          <li key={property.id} className="flex flex-col gap-2">
            <PropertyCard property={property} action={<WishlistHeart property={property} />} />
            <Link href={paths.property(property.id)} className={buttonClasses('primary', 'md', 'w-full')}>
              {m.wishlists_book_now()}
              <span className="sr-only">: {property.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /wishlists (traveller §2): the signed-in traveller's saved stays, read from the server. */
export function WishlistsPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight text-fg outline-none">
        {m.wishlists_page_heading()}
      </h1>
      <div className="mt-6">
        <SavedStays />
      </div>
    </section>
  );
}
