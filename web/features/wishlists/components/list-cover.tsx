import { Heart } from 'lucide-react';
import type { WishlistSummary } from '../../../../domain/schemas/wishlists.ts';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';

/** A list's cover: the photo of the stay saved last, or a heart on an empty list. */
export function ListCover({ list, size, sizes }: { list: WishlistSummary; size: number; sizes: string }) {
  if (!list.coverPhotoUrl)
    return (
      <span className="flex size-full items-center justify-center bg-muted text-fg-muted">
        <Heart className="size-1/3" aria-hidden="true" />
      </span>
    );
  return <ListingPhoto url={list.coverPhotoUrl} alt="" width={size} height={size} sizes={sizes} />;
}
