import type { ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import { cn } from '../../../lib/class-names.ts';

/** An information page: one h1, an optional lead paragraph and "Last updated" line, then its sections. */
export function InfoPage({
  title,
  eyebrow,
  lead,
  lastUpdated,
  wide = false,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  lastUpdated?: string;
  /** Pages with card grids use the wider column. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <article className={cn('mx-auto px-4 py-10 sm:px-6 sm:py-14 lg:px-8', wide ? 'max-w-6xl' : 'max-w-3xl')}>
      <header className="max-w-3xl">
        {eyebrow && <p className="text-sm font-semibold text-brand-text">{eyebrow}</p>}
        <h1 tabIndex={-1} className="mt-1 text-3xl font-bold tracking-tight text-fg outline-none sm:text-4xl">
          {title}
        </h1>
        {lastUpdated && (
          <p className="mt-2 text-sm text-fg-muted">{m.info_last_updated({ date: lastUpdated })}</p>
        )}
        {lead && <p className="mt-4 text-lg text-fg-muted">{lead}</p>}
      </header>
      <div className="mt-10 space-y-12">{children}</div>
    </article>
  );
}

/** A titled section of an information page (an h2 with an anchor id). */
export function InfoSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-fg sm:text-2xl">
        {title}
      </h2>
      {intro && <p className="mt-2 text-fg-muted">{intro}</p>}
      <div className="mt-4 space-y-3 leading-relaxed text-fg-muted">{children}</div>
    </section>
  );
}

/** A bulleted list of short statements. */
export function BulletList({ items, label }: { items: ReactNode[]; label?: string }) {
  return (
    <ul aria-label={label} className="list-disc space-y-2 pl-5 marker:text-brand-text">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A section that is one bulleted list. */
export function ListSection({ id, title, items }: { id: string; title: string; items: ReactNode[] }) {
  return (
    <InfoSection id={id} title={title}>
      <BulletList items={items} />
    </InfoSection>
  );
}

/** A card on an information page. */
export function InfoCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6', className)}>
      {children}
    </div>
  );
}
