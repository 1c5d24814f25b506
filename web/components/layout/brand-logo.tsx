import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';

export function BrandLogo({ href = paths.home }: { href?: string }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-brand-text"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#14532d" />
        <path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      {/* Below 360 px the signed-in header's icons need the room: the mark alone, still named. */}
      <span className="max-[359px]:sr-only">Basera</span>
    </Link>
  );
}
