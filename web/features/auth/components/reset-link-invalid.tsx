import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import type { AuthMode } from './auth-mode.ts';
import { BackToSignIn } from './mode-link.tsx';

export const RESET_LINK_INVALID = m.auth_reset_link_invalid();

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
        {m.auth_reset_request_new()}
      </Button>
      <BackToSignIn onMode={onMode} />
    </div>
  );
}
