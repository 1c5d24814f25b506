import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { type CatalogueKey, catalogues } from '../../../../domain/catalogues.ts';
import { type CatalogueItem, useAdminCatalogue } from '../../../api/catalogues.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { CatalogueCard } from './catalogue-card.tsx';
import { CatalogueDeleteDialog } from './catalogue-delete-dialog.tsx';
import { CatalogueFormDialog } from './catalogue-form-dialog.tsx';
import { CatalogueEmpty, CatalogueLoading, GRID } from './catalogue-list-states.tsx';
import type { CatalogueScreen } from './catalogue-screen.ts';
import { catalogueTexts } from './catalogue-texts.ts';

/** What every catalogue item has; the active flag and the creation date only where the catalogue keeps them. */
type Common = { id: string; name: string; isActive?: boolean; createdAt?: string };

/**
 * An admin catalogue screen (admin-and-host §2-§5, §8), built from its screen file and its
 * definition: the heading and Add, the loading, error and empty states, the card grid, the add/edit
 * dialog and the delete confirmation. The list reloads after every change (web/api/catalogues.ts).
 */
export function CataloguePage<K extends CatalogueKey>({ screen }: { screen: CatalogueScreen<K> }) {
  const definition = catalogues[screen.catalogue];
  const texts = catalogueTexts[screen.catalogue];
  const list = useAdminCatalogue(screen.catalogue);
  // A new key per opening, so the form starts afresh (create and edit reset to their values).
  const [form, setForm] = useState<{ item: CatalogueItem<K> | null; opening: number } | null>(null);
  const [deleting, setDeleting] = useState<Common | null>(null);
  const openings = useRef(0);
  const openForm = (item: CatalogueItem<K> | null) => setForm({ item, opening: ++openings.current });

  return (
    <section className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{screen.title}</h1>
          <p className="mt-1 text-fg-muted">{screen.intro}</p>
        </div>
        {/* An empty list has its own add button. */}
        {!list.data || list.data.length > 0 ? (
          <Button className="self-start sm:self-auto" onClick={() => openForm(null)}>
            <Plus className="size-4" aria-hidden="true" />
            {texts.add}
          </Button>
        ) : null}
      </div>
      <div className="mt-8">
        {list.isPending ? (
          <CatalogueLoading kind={screen.loading} text={texts.loading} />
        ) : list.isError ? (
          <LoadError message={texts.loadError} retrying={list.isFetching} onRetry={() => list.refetch()} />
        ) : list.data.length === 0 ? (
          <CatalogueEmpty
            icon={screen.icon}
            title={screen.empty.title}
            text={screen.empty.text}
            action={screen.empty.action ?? texts.add}
            onAdd={() => openForm(null)}
          />
        ) : (
          <ul className={GRID}>
            {list.data.map((item) => {
              const common = item as Common;
              return (
                <li key={common.id}>
                  <CatalogueCard
                    view={screen.card(item)}
                    isActive={definition.hasActiveFlag ? common.isActive : undefined}
                    createdAt={common.createdAt}
                    onEdit={() => openForm(item)}
                    onDelete={() => setDeleting(common)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {form && (
        <CatalogueFormDialog
          key={form.opening}
          screen={screen}
          texts={texts}
          item={form.item}
          onClose={() => setForm(null)}
        />
      )}
      {deleting && (
        <CatalogueDeleteDialog
          catalogue={screen.catalogue}
          texts={texts}
          item={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
