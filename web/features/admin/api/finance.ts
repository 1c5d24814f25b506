import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FinanceAnswer } from '../../../../domain/schemas/finance.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/admin/finance?month=YYYY-MM: asked afresh each time the page opens (money moves). */
export function useFinance(month: string) {
  const url = `/api/admin/finance?month=${encodeURIComponent(month)}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => getJson<FinanceAnswer>(url),
    staleTime: 0,
    // Another month keeps the figures shown until its own arrive (no flash of the loading state).
    placeholderData: keepPreviousData,
  });
}

/** The month's exports, downloaded by the browser with the admin's cookie. */
export const financeExportUrl = (kind: 'tcs' | 'tds', month: string) =>
  `/api/admin/finance/${kind}.csv?month=${encodeURIComponent(month)}`;
