import { Search } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { m } from '#i18n/messages.js';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatStayRange } from '../../../lib/calendar-dates.ts';
import { guestSummary, type SearchFilters } from './search-filters.ts';
import { loadSearchPanel, SearchPanel } from './search-panel-on-demand.ts';

type Props = {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  /** Runs once the dialog has closed; `moveFocus` asks to move focus to the results. */
  onSearch: (options: { moveFocus: boolean }) => void;
};

/**
 * Phones (under 768 px): the search is one line, "Where to?" with the dates and guests under it,
 * so the first listings show on the first screen. Pressing it opens the full panel in a dialog
 * (decision 23); the panel's code is fetched then (decision 111).
 */
export function PhoneSearchSummary({ filters, onChange, onSearch }: Props) {
  const [open, setOpen] = useState(false);
  const searchOnClose = useRef(false);
  const where = filters.location.trim() || m.search_where_to();
  const details = m.search_stay_summary({ dates: formatStayRange(filters), guests: guestSummary(filters) });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        onClick={() => {
          void loadSearchPanel(); // with the dialog's code, not after it
          setOpen(true);
        }}
        className="flex min-h-14 w-full items-center gap-3 rounded-full border border-line bg-surface py-2 pr-2 pl-4 text-left text-fg shadow-lg"
      >
        <Search className="size-5 shrink-0 text-brand-text" aria-hidden="true" />
        {/* The name is the button's words: "Search stays:" for a screen reader, then every word it
            shows, in order, so a speech user can say any of them (axe's label-content-name-mismatch).
            The spaces keep the lines' words apart in the name. */}
        <span className="sr-only">{m.search_phone_summary_prefix()} </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-base font-semibold">{where}</span>{' '}
          <span className="block truncate text-sm text-fg-muted">{details}</span>
        </span>{' '}
        <span className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-brand px-4 text-sm font-semibold text-brand-fg">
          {m.search_submit()}
        </span>
      </button>
      <DialogContent
        title={m.search_panel_label()}
        className="top-2 max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] translate-y-0 p-4 [&_form]:border-0 [&_form]:p-0 [&_form]:shadow-none"
        onCloseAutoFocus={(event) => {
          if (!searchOnClose.current) return;
          // Searching scrolls to the results and focuses their heading, not the summary above.
          searchOnClose.current = false;
          event.preventDefault();
          onSearch({ moveFocus: true });
        }}
      >
        <Suspense fallback={<Spinner className="mx-auto my-6 size-6" />}>
          <SearchPanel
            inSheet
            filters={filters}
            onChange={onChange}
            onSearch={() => {
              searchOnClose.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
