import { m } from '#i18n/messages.js';
import { pathInLanguage } from '../../../../domain/rules/language/languages.ts';
import { pageLanguage } from '../../../lib/language.ts';
import { useAuthProviders } from '../api/auth-providers.ts';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A11.9 11.9 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  );
}

/** The address that starts Google sign-in and comes back to `returnTo` (the server checks it again). */
export function googleSignInUrl(returnTo: string): string {
  return returnTo === '/'
    ? '/api/auth/google'
    : `/api/auth/google?${new URLSearchParams({ next: returnTo })}`;
}

/**
 * "Or" and "Continue with Google": a full-page navigation to /api/auth/google. Shown only once the
 * server says Google is configured (GET /api/auth/providers); without it, or while asking, there is
 * nothing to offer, so nothing is shown. Once signed in, the visitor lands on `returnTo`, as with
 * the password form.
 */
export function GoogleSignIn({ returnTo }: { returnTo: string }) {
  const providers = useAuthProviders();
  if (providers.data?.google !== true) return null;
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs text-fg-muted uppercase">
        <span className="h-px flex-1 bg-line" />
        {m.auth_or()}
        <span className="h-px flex-1 bg-line" />
      </div>
      <button
        type="button"
        onClick={() => window.location.assign(googleSignInUrl(pathInLanguage(returnTo, pageLanguage)))}
        className="inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-lg border border-line-strong bg-surface px-4 text-sm font-semibold text-fg hover:bg-muted"
      >
        <GoogleMark />
        {m.auth_google_continue()}
      </button>
    </>
  );
}
