import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { useReportConversation } from '../../../api/conversations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

const REASON_MIN = 5;
const REASON_MAX = 1000;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationId: string;
  otherName: string;
};

/** Report the conversation to Basera's admins with a reason (5-1,000 characters); a toast says it went. */
export function ReportDialog({ open, onOpenChange, conversationId, otherName }: Props) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const report = useReportConversation(conversationId);
  const fieldId = useId();
  const errorId = useId();
  const short = reason.trim().length < REASON_MIN;
  const error =
    tried && short
      ? m.messages_report_too_short({ count: REASON_MIN })
      : report.isError
        ? (serverMessageOf(report.error) ?? m.messages_report_error())
        : null;

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setTried(false);
      report.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={m.messages_report_title()}
        description={m.messages_report_description({ name: otherName })}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (short) return;
            report.mutate(reason.trim(), {
              onSuccess: () => {
                close(false);
                toast({ title: m.messages_report_sent_title(), description: m.messages_report_sent_text() });
              },
            });
          }}
        >
          <div>
            <label htmlFor={fieldId} className="block text-sm font-medium text-fg">
              {m.messages_report_reason_label()}
            </label>
            <Textarea
              id={fieldId}
              value={reason}
              rows={4}
              maxLength={REASON_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setReason(event.target.value)}
              placeholder={m.messages_report_reason_placeholder()}
              className="mt-1"
            />
            {error && (
              <p id={errorId} role="alert" className="mt-1 text-sm text-danger-text">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)} disabled={report.isPending}>
              {m.messages_report_cancel()}
            </Button>
            <Button type="submit" variant="destructive" pending={report.isPending}>
              {m.messages_report_send()}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
