import { Link } from 'wouter';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';

const columns = {
  narrow: { className: 'sm:w-64', sizes: '(min-width: 640px) 256px, 100vw' },
  wide: { className: 'sm:w-72', sizes: '(min-width: 640px) 288px, 100vw' },
};

/**
 * A booked stay's first photo at the side of its card (the trips list, the confirmation): full width
 * at 3:2 on a phone, a column from `sm` up. With `href` it is a link the keyboard and screen readers
 * skip, as the title beside it is the same link.
 */
export function StayPhoto({
  photos,
  column,
  href,
}: {
  photos: readonly { url: string }[];
  column: keyof typeof columns;
  href?: string;
}) {
  const { className, sizes } = columns[column];
  const photo = <ListingPhoto url={photos[0]?.url ?? ''} alt="" width={640} height={480} sizes={sizes} />;
  const frame = `block aspect-[3/2] shrink-0 bg-placeholder sm:aspect-auto ${className}`;
  return href ? (
    <Link href={href} className={frame} tabIndex={-1} aria-hidden="true">
      {photo}
    </Link>
  ) : (
    <div className={frame}>{photo}</div>
  );
}
