import { MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { ratingText, reviewCountText } from '../property-text.ts';
import { ShareButton } from './share-button.tsx';

/** Title, rating, review count and place, with Share and the save slot (composed by the router). */
export function PropertyHeader({ property, saveSlot }: { property: PropertyDetail; saveSlot?: ReactNode }) {
  const place = [property.city, property.state].filter(Boolean).join(', ');
  return (
    <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight text-fg outline-none sm:text-3xl">
          {property.title}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg">
          <span className="inline-flex items-center gap-1 font-semibold">
            <Star className="size-4 fill-accent text-accent" aria-hidden="true" />
            <span>{ratingText(property.averageRating)}</span>
          </span>
          <span aria-hidden="true">·</span>
          <a href="#reviews" className="underline underline-offset-2">
            {reviewCountText(property.totalReviews)}
          </a>
          {place && (
            <>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1 text-fg-muted">
                <MapPin className="size-4" aria-hidden="true" />
                {place}
              </span>
            </>
          )}
        </p>
      </div>
      <div className="-ml-3 flex shrink-0 items-center gap-1 sm:ml-0">
        <ShareButton title={property.title} />
        {saveSlot}
      </div>
    </header>
  );
}
