import { Button } from '../../../components/ui/button.tsx';
import type { AuthMode } from './auth-mode.ts';
import { BackToSignIn } from './mode-link.tsx';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

/** A used or expired reset link: say so, and offer a new one (the forgot-password mode). */
export function ResetLinkInvalid({
  message,
  onMode,
}: {
  message: string | null;
  onMode: (mode: AuthMode) => void;
}) {
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-lg border border-line bg-muted p-3 text-sm text-fg">
        {message ?? RESET_LINK_INVALID}
      </p>
      <Button type="button" className="w-full" onClick={() => onMode('forgot')}>
        Request a new link
      </Button>
      <BackToSignIn onMode={onMode} />
    </div>
  );
}
