import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { ConversationSummary } from '../../../domain/schemas/messages.ts';
import { useConversations } from '../../api/conversations.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { ConversationList } from './components/conversation-list.tsx';
import { ConversationView } from './components/conversation-view.tsx';
import { MessagesEmpty } from './components/messages-empty.tsx';

/** The repo's one breakpoint between phone and wider layouts (UI guide: 768 px). */
const WIDE = '(min-width: 768px)';

/**
 * /messages and /messages/{id} (issue 26 §3): the list and the open conversation side by side from
 * 768 px; on a phone one at a time, the list at /messages and a conversation at /messages/{id}.
 */
export function MessagesPage({ conversationId }: { conversationId?: string }) {
  const wide = useMediaQuery(WIDE);
  const list = useConversations();
  const conversations = list.data ?? [];
  const open = conversationId ? conversations.find((c) => c.id === conversationId) : undefined;

  if (!wide && conversationId)
    return (
      <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-3xl flex-col">
        <h1 className="sr-only">{m.messages_page_heading()}</h1>
        <OpenPane conversation={open} loading={list.isPending || list.isFetching} backLink />
      </div>
    );

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{m.messages_page_heading()}</h1>
      <div className="mt-6">
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && !list.data ? (
          <LoadError
            message={m.messages_load_error_your_messages()}
            retrying={list.isFetching}
            onRetry={() => list.refetch()}
          />
        ) : conversations.length === 0 && !conversationId ? (
          <MessagesEmpty />
        ) : !wide ? (
          <ConversationList conversations={conversations} activeId={undefined} />
        ) : (
          <div className="grid h-[calc(100dvh-11rem)] min-h-[30rem] grid-cols-[20rem_minmax(0,1fr)] overflow-hidden rounded-2xl border border-line bg-surface lg:grid-cols-[23rem_minmax(0,1fr)]">
            <div className="min-h-0 overflow-y-auto border-r border-line p-2">
              <ConversationList conversations={conversations} activeId={conversationId} />
            </div>
            {conversationId ? (
              <OpenPane conversation={open} loading={list.isFetching} backLink={false} />
            ) : (
              <p className="self-center px-6 text-center text-fg-muted">{m.messages_choose_conversation()}</p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** The open conversation, or why it is not there (still loading, or not one of this person's). */
function OpenPane({
  conversation,
  loading,
  backLink,
}: {
  conversation: ConversationSummary | undefined;
  loading: boolean;
  backLink: boolean;
}) {
  if (conversation)
    return <ConversationView key={conversation.id} conversation={conversation} backLink={backLink} />;
  if (loading) return <PageSpinner />;
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-lg font-semibold text-fg">{m.messages_not_found_title()}</p>
      <p className="text-sm text-fg-muted">{m.messages_not_found_text()}</p>
      <Link href={paths.messages} className={buttonClasses('outline', 'md')}>
        {m.messages_all_messages()}
      </Link>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        {m.messages_page_loading()}
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 p-3">
          <Skeleton className="size-14 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
