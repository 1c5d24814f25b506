import { useQuery } from '@tanstack/react-query';
import { m } from '#i18n/messages.js';
import type { StayQuoteAnswer } from '../../../../domain/schemas/properties.ts';
import { getJson, serverMessageOf, statusOf } from '../../../lib/api-client.ts';

export type StayRequest = { checkIn: string; checkOut: string; guests: number };

/** GET /api/properties/{id}/quote: the server's price of a stay (the browser never adds it up). */
export function fetchStayQuote(id: string, stay: StayRequest) {
  const query = new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: String(stay.guests),
  });
  return getJson<StayQuoteAnswer>(`/api/properties/${encodeURIComponent(id)}/quote?${query}`);
}

export function useStayQuote(id: string, stay: StayRequest) {
  const ready = !!stay.checkIn && !!stay.checkOut;
  return useQuery({
    queryKey: ['/api/properties', id, 'quote', stay.checkIn, stay.checkOut, stay.guests],
    queryFn: () => fetchStayQuote(id, stay),
    enabled: ready,
    staleTime: 60_000,
  });
}

/** What a failed quote tells the traveller: a taken night (409), the server's reason, or a retry. */
export function quoteErrorText(error: unknown): string {
  if (statusOf(error) === 409) return m.property_quote_dates_taken();
  return serverMessageOf(error) ?? m.property_quote_error();
}
