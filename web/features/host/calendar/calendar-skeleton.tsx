import { m } from '#i18n/messages.js';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The calendar while it loads: a month of grey cells and the side panel's outline. */
export function CalendarSkeleton() {
  return (
    <div aria-busy="true" className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <span className="sr-only" role="status">
        {m.host_calendar_loading()}
      </span>
      <div>
        <div className="mb-3 flex items-center justify-between">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-11 w-24" />
        </div>
        <div className="grid grid-cols-7 gap-1 sm:gap-2">
          {Array.from({ length: 35 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
            <Skeleton key={i} className="h-14 rounded-lg sm:h-20" />
          ))}
        </div>
      </div>
      <Skeleton className="mt-8 h-56 rounded-2xl lg:mt-0" />
    </div>
  );
}
