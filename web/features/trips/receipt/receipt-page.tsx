import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useBookingDetail } from '../api/booking-detail.ts';
import { ReceiptDocument } from './receipt-document.tsx';

/** /trips/{id}/receipt: a booking's printable receipt (GET /api/bookings/{id}). */
export function ReceiptPage({ id }: { id: string }) {
  const detail = useBookingDetail(id);
  const back = (
    <Link href={paths.trips} className={buttonClasses('ghost', 'md', '-ml-3')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {m.trips_receipt_back()}
    </Link>
  );

  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    const status = statusOf(detail.error);
    // 400: the address holds no booking id; 404: no such booking, or not one this traveller may see.
    if (status === 404 || status === 400 || status === 403)
      return (
        <section className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-2xl font-bold text-fg">{m.trips_receipt_not_found_title()}</h1>
          <p className="mt-2 text-fg-muted">{m.trips_receipt_not_found_text()}</p>
          <Link href={paths.trips} className={buttonClasses('primary', 'md', 'mt-6')}>
            {m.trips_receipt_go_to_trips()}
          </Link>
        </section>
      );
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        {back}
        <div className="mt-4">
          <LoadError
            message={m.trips_load_error_this_receipt()}
            retrying={detail.isFetching}
            onRetry={() => detail.refetch()}
          />
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <div className="mb-4 flex items-center justify-between gap-3 print:hidden">
        {back}
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          {m.trips_receipt_print()}
        </Button>
      </div>
      <ReceiptDocument detail={detail.data} />
    </section>
  );
}
