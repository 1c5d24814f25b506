import type { Message, MessagePage } from '../../../domain/schemas/messages.ts';

/**
 * The loaded pages (each newest first, the next one older) as one list, oldest first, each message
 * once: a message sent from this page is added before the refetch that also brings it.
 */
export function oldestFirst(pages: readonly MessagePage[]): Message[] {
  const seen = new Set<string>();
  const all: Message[] = [];
  for (const page of pages)
    for (const message of page.messages)
      if (!seen.has(message.id)) {
        seen.add(message.id);
        all.push(message);
      }
  return all.reverse();
}
