/** "Try again" after a failed load, inline with the message. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button
      type="button"
      onClick={onRetry}
      className="ml-1 min-h-11 font-semibold text-brand-text underline underline-offset-2"
    >
      Try again
    </button>
  );
}
