import { m } from '#i18n/messages.js';

/** "Try again" after a failed load, inline with the message. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button
      type="button"
      onClick={onRetry}
      className="ml-1 min-h-11 font-semibold text-brand-text underline underline-offset-2"
    >
      {m.ui_try_again()}
    </button>
  );
}
