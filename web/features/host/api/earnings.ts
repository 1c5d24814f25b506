import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EarningsAnswer } from '../../../../domain/schemas/earnings.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/owner/earnings?fy=…: the year's payouts added up; without a year, the current one. */
export function useEarnings(fy: string | undefined) {
  const url = fy ? `/api/owner/earnings?fy=${encodeURIComponent(fy)}` : '/api/owner/earnings';
  return useQuery({
    queryKey: ['/api/owner/earnings', fy ?? null],
    queryFn: () => getJson<EarningsAnswer>(url),
    placeholderData: keepPreviousData,
  });
}

/** Where the year's TDS statement downloads from (a CSV the browser saves). */
export const tdsStatementUrl = (fy: string) =>
  `/api/owner/earnings/tds-statement.csv?fy=${encodeURIComponent(fy)}`;
