import type { ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import type { AuthMode } from './auth-mode.ts';

/** A text button that switches /auth to another mode (sign in, register, forgot). */
export function ModeLink({
  to,
  onMode,
  children,
}: {
  to: AuthMode;
  onMode: (mode: AuthMode) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={() => onMode(to)}
      className="min-h-11 rounded font-semibold text-brand-text hover:underline"
    >
      {children}
    </button>
  );
}

/** The "Back to sign in" line under the forgot, reset and used-link screens. */
export function BackToSignIn({ onMode }: { onMode: (mode: AuthMode) => void }) {
  return (
    <p className="text-center text-sm">
      <ModeLink to="login" onMode={onMode}>
        {m.auth_back_to_sign_in()}
      </ModeLink>
    </p>
  );
}
