import { useRef } from 'react';
import { m } from '#i18n/messages.js';
import { useConversationMessages } from '../../../api/conversations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { oldestFirst } from '../message-order.ts';
import { useMarkReadWhileOpen } from '../use-mark-read-while-open.ts';
import { useThreadScroll } from '../use-thread-scroll.ts';
import { MessageBubble } from './message-bubble.tsx';
import { SystemLine } from './system-line.tsx';

/** The conversation's messages, oldest at the top and newest at the bottom, earlier ones on request. */
export function MessageThread({ conversationId, otherName }: { conversationId: string; otherName: string }) {
  const pages = useConversationMessages(conversationId);
  const messages = oldestFirst(pages.data?.pages ?? []);
  const newest = messages.at(-1);
  const scroller = useRef<HTMLDivElement>(null);
  const onScroll = useThreadScroll(scroller, {
    newestId: newest?.id,
    oldestId: messages[0]?.id,
    newestMine: newest?.fromMe ?? false,
  });
  useMarkReadWhileOpen(conversationId, newest?.id);

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5">
      {pages.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-text" label={m.messages_thread_loading()} />
        </div>
      ) : pages.isError && messages.length === 0 ? (
        <LoadError
          message={m.messages_load_error_this_conversation()}
          retrying={pages.isFetching}
          onRetry={() => pages.refetch()}
        />
      ) : (
        <>
          {pages.hasNextPage && (
            <div className="mb-4 flex justify-center">
              <Button
                variant="outline"
                size="sm"
                pending={pages.isFetchingNextPage}
                onClick={() => pages.fetchNextPage()}
              >
                {m.messages_thread_load_earlier()}
              </Button>
            </div>
          )}
          {messages.length === 0 && (
            <p className="py-10 text-center text-sm text-fg-muted">{m.messages_thread_empty()}</p>
          )}
          <ol aria-label={m.messages_thread_label()} className="space-y-3">
            {messages.map((message) =>
              message.kind === 'system' ? (
                <SystemLine key={message.id} message={message} />
              ) : (
                <MessageBubble key={message.id} message={message} senderName={otherName} />
              ),
            )}
          </ol>
        </>
      )}
    </div>
  );
}
