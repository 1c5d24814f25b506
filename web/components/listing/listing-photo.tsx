import { useState } from 'react';
import { listingPhotoSources } from '../../../domain/rules/photo-sources.ts';
import { cn } from '../../lib/class-names.ts';

type Props = {
  url: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  eager?: boolean;
  className?: string;
};

/**
 * A listing photo: tinted until it loads, fading in (the eager one shown at once), the placeholder
 * picture of its size if it fails or is missing. Cards, the gallery and the all-photos dialog show it.
 */
export function ListingPhoto({ url, alt, width, height, sizes, eager = false, className }: Props) {
  const fallback = `/api/placeholder/${width}/${height}`;
  const [current, setCurrent] = useState(url || fallback);
  // The eager photo is the page's largest paint: shown as it arrives, not faded in once loaded (a
  // transparent photo does not count as painted, so the fade held the largest paint back; issue 29).
  const [loaded, setLoaded] = useState(eager);
  return (
    // How to load comes before what to load: Preact sets attributes in the order written (decision 126).
    <img
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
      sizes={sizes}
      {...listingPhotoSources(current, width)}
      alt={alt}
      width={width}
      height={height}
      onLoad={() => setLoaded(true)}
      onError={() => {
        if (current !== fallback) setCurrent(fallback);
        else setLoaded(true);
      }}
      className={cn(
        'size-full bg-placeholder object-cover transition duration-300',
        loaded ? 'opacity-100' : 'opacity-0',
        className,
      )}
    />
  );
}
