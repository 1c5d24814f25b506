import type { ReactNode } from 'react';
import { m } from '#i18n/messages.js';

/** A heading and a line, for an admin page still being built. */
export function AdminPlaceholder({
  title,
  children = m.admin_placeholder_being_built(),
}: {
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
      <p className="mt-2 text-fg-muted">{children}</p>
    </section>
  );
}
