import { useQuery } from '@tanstack/react-query';
import type { ConversationReport } from '../../../../domain/schemas/messages.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/admin/conversation-reports: the newest 100 reports, each with its messages and their originals. */
export function useConversationReports() {
  return useQuery({
    queryKey: ['/api/admin/conversation-reports'],
    queryFn: () => getJson<ConversationReport[]>('/api/admin/conversation-reports'),
    staleTime: 0,
  });
}
