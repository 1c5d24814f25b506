import { EyeOff } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { ConversationReport } from '../../../../../domain/schemas/messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { manageSideLabels, senderLabel, transcriptTime } from './report-labels.ts';
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
            {m.admin_reports_original()}
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
        title={
          conversation
            ? m.admin_reports_conversation_about({ title: conversation.property.title })
            : m.admin_reports_conversation()
        }
        description={
          conversation
            ? m.admin_reports_between({ guest: conversation.guest.name, host: conversation.host.name })
            : m.admin_reports_read_only()
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
              <p className="text-xs text-fg-muted">
                {m.admin_reports_newest_shown({ count: MESSAGES_SENT })}
              </p>
            )}
            {conversation.messages.length === 0 ? (
              <p className="text-sm text-fg-muted">{m.admin_reports_no_messages()}</p>
            ) : (
              <ol aria-label={m.admin_reports_messages_label()} className="space-y-2">
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
                  {manageSideLabels[side]({ name: conversation[side].name })}
                </Button>
              ))}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
