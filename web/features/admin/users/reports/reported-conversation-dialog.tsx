import { EyeOff } from 'lucide-react';
import type { ConversationReport } from '../../../../../domain/schemas/messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { ORIGINAL_LABEL, READ_ONLY_NOTE, senderLabel, transcriptTime } from './report-labels.ts';
import { ReportedBy } from './reported-by.tsx';

type Conversation = ConversationReport['conversation'];
type Message = Conversation['messages'][number];

/** The server sends at most this many of a conversation's newest messages. */
const MESSAGES_SENT = 200;

function TranscriptLine({ message, conversation }: { message: Message; conversation: Conversation }) {
  const when = (
    <time dateTime={message.sentAt} className="text-xs text-fg-muted">
      {transcriptTime(message.sentAt)}
    </time>
  );
  if (message.kind === 'system')
    return (
      <li className="rounded-xl bg-muted/60 px-3 py-2 text-center text-sm text-fg-muted">
        <span className="sr-only">Basera: </span>
        {message.body} <span aria-hidden="true">·</span> {when}
      </li>
    );
  return (
    <li className="rounded-xl border border-line p-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className="text-sm font-semibold text-fg">{senderLabel(message, conversation)}</span>
        {when}
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap text-fg">{message.body}</p>
      {message.originalBody !== null && (
        <div className="mt-2 rounded-lg border border-dashed border-accent/70 bg-accent/5 p-2.5">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-fg">
            <EyeOff className="size-3.5 shrink-0" aria-hidden="true" />
            {ORIGINAL_LABEL}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-fg">{message.originalBody}</p>
        </div>
      )}
    </li>
  );
}

type DialogProps = {
  report: ConversationReport | null;
  onClose: () => void;
  /** Leaves the conversation for a participant's user detail. */
  onManage: (userId: string) => void;
};

/** A reported conversation as admins read it: every message oldest first, originals beside what was hidden. */
export function ReportedConversationDialog({ report, onClose, onManage }: DialogProps) {
  const conversation = report?.conversation;
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={conversation ? `Conversation about ${conversation.property.title}` : 'Conversation'}
        description={
          conversation
            ? `Between ${conversation.guest.name} (guest) and ${conversation.host.name} (host). ${READ_ONLY_NOTE}`
            : READ_ONLY_NOTE
        }
        className="max-w-2xl"
      >
        {report && conversation && (
          <div className="space-y-4">
            <div className="rounded-xl bg-muted p-3 text-sm">
              <ReportedBy report={report} className="text-fg-muted" />
              <p className="mt-1 break-words whitespace-pre-line text-fg">{report.reason}</p>
            </div>
            {conversation.messages.length >= MESSAGES_SENT && (
              <p className="text-xs text-fg-muted">The newest {MESSAGES_SENT} messages are shown.</p>
            )}
            {conversation.messages.length === 0 ? (
              <p className="text-sm text-fg-muted">This conversation has no messages.</p>
            ) : (
              <ol aria-label="Messages, oldest first" className="space-y-2">
                {conversation.messages.map((message) => (
                  <TranscriptLine key={message.id} message={message} conversation={conversation} />
                ))}
              </ol>
            )}
            <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
              {(['guest', 'host'] as const).map((side) => (
                <Button
                  key={side}
                  variant="outline"
                  size="sm"
                  className="max-w-full whitespace-normal"
                  onClick={() => onManage(conversation[side].id)}
                >
                  Manage {side} {conversation[side].name}
                </Button>
              ))}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
