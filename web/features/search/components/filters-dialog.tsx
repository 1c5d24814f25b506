import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { activeFilterCount, type SearchFiltersPart } from '../search-query.ts';

// The form (price, types, amenities) is fetched when the dialog first opens, alongside the dialog's
// own code, not with the home page (issue 29 §1, decision 111).
const loadForm = () => import('./filters-form.tsx');
const FiltersForm = lazy(() => loadForm().then((module) => ({ default: module.FiltersForm })));

type Props = {
  value: SearchFiltersPart;
  onApply: (filters: SearchFiltersPart) => void;
};

/**
 * The Filters button (with the number of filters on) and its dialog: a sheet from the bottom on
 * phones, a centred dialog from 768 px. Apply and Clear close it and change the search.
 */
export function FiltersDialog({ value, onApply }: Props) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(value);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) void loadForm();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="outline"
          aria-label={count > 0 ? m.search_filters_on({ count }) : m.search_filters()}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {m.search_filters()}
          {count > 0 && (
            <span
              aria-hidden="true"
              className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-brand-fg"
            >
              {count}
            </span>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={m.search_filters()}
        description={m.search_filters_description()}
        className="md:max-w-2xl max-md:top-auto max-md:bottom-0 max-md:left-0 max-md:max-h-[88dvh] max-md:w-full max-md:max-w-none max-md:translate-x-0 max-md:translate-y-0 max-md:rounded-b-none"
      >
        {open && (
          <Suspense fallback={<Spinner className="mx-auto size-6" />}>
            <FiltersForm
              value={value}
              onApply={(filters) => {
                setOpen(false);
                onApply(filters);
              }}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
