import { type ReactNode, useId } from 'react';

/** A titled card of an admin page (the dashboard's, Finance's), its heading naming the region. */
export function AdminPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-2 text-lg font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
