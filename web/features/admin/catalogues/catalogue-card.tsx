import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { m } from '#i18n/messages.js';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { CatalogueIcon } from './catalogue-icon.tsx';
import type { CardView } from './catalogue-screen.ts';
import { DEFAULT_PHOTO } from './image-field.tsx';

/** What only a screen reader says: the item the button acts on. */
const hidden = { hidden: (text: string) => <span className="sr-only">{text}</span> };

type Props = {
  view: CardView;
  /** The active flag of catalogues that have one: an Active or Inactive badge. */
  isActive?: boolean;
  createdAt?: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** One catalogue item in the grid: what its screen shows of it, then Edit and Delete. */
export function CatalogueCard({ view, isActive, createdAt, onEdit, onDelete }: Props) {
  const titleId = useId();
  const created = createdAt ? formatDate(createdAt) : '';
  const tags = [
    ...(isActive === undefined
      ? []
      : [
          {
            label: isActive ? m.admin_active() : m.admin_inactive(),
            tone: isActive ? 'green' : 'grey',
          } as const,
        ]),
    ...(view.tags ?? []),
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
    >
      {view.photo !== undefined && (
        <div className="aspect-[3/2] bg-placeholder">
          <ListingPhoto
            url={view.photo || DEFAULT_PHOTO}
            alt=""
            width={480}
            height={320}
            sizes="(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start gap-3">
          <CatalogueIcon icon={view.icon} />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-semibold break-words text-fg">
              {view.title}
            </h2>
            {view.subtitle && <p className="mt-0.5 text-sm text-fg-muted">{view.subtitle}</p>}
          </div>
        </div>
        {tags.length > 0 && (
          <div className="mt-3 flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <StatusBadge key={tag.label} tone={tag.tone} label={tag.label} />
            ))}
          </div>
        )}
        {view.description && <p className="mt-3 line-clamp-3 text-sm text-fg-muted">{view.description}</p>}
        {view.details && view.details.length > 0 && (
          <dl className="mt-3 space-y-1.5 text-sm">
            {view.details.map(({ icon: Icon, label, text, href }) => (
              <div key={label} className="flex items-start gap-2">
                <dt className="pt-0.5">
                  <Icon className="size-4 text-fg-muted" aria-hidden="true" />
                  <span className="sr-only">{label}</span>
                </dt>
                <dd className="min-w-0 break-words text-fg">
                  {href ? (
                    <a href={href} className="underline-offset-2 hover:underline">
                      {text}
                    </a>
                  ) : (
                    text
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {created && (
          <p className="mt-3 text-xs text-fg-muted">{m.admin_catalogue_created_on({ date: created })}</p>
        )}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          <Button variant="soft" size="sm" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            <RichText text={m.admin_catalogue_edit_named({ title: view.title })} tags={hidden} />
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            <RichText text={m.admin_catalogue_delete_named({ title: view.title })} tags={hidden} />
          </Button>
        </div>
      </div>
    </article>
  );
}
