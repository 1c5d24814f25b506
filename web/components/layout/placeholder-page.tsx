import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { paths } from '../../lib/paths.ts';
import { buttonClasses } from '../ui/button.tsx';

/** A page that exists with its proper heading while its content is being built. */
export function PlaceholderPage({
  title,
  children = m.shell_placeholder_being_built(),
}: {
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
      <p className="mt-3 text-fg-muted">{children}</p>
      <Link href={paths.home} className={buttonClasses('outline', 'md', 'mt-8')}>
        {m.shell_back_to_home()}
      </Link>
    </section>
  );
}
