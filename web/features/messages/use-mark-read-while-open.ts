import { useEffect } from 'react';
import { useMarkRead } from '../../api/conversations.ts';

/**
 * Marks the open conversation read when it opens, when a newer message arrives while it is open,
 * and when the tab comes back into view (a message that came while the tab was hidden is not read).
 */
export function useMarkReadWhileOpen(conversationId: string, newestId: string | undefined) {
  const { mutate } = useMarkRead();
  useEffect(() => {
    if (!newestId) return;
    const markIfSeen = () => {
      if (document.visibilityState === 'visible') mutate(conversationId);
    };
    markIfSeen();
    document.addEventListener('visibilitychange', markIfSeen);
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [conversationId, newestId, mutate]);
}
