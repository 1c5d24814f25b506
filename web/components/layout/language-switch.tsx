import { type Language, languageNames, languages } from '../../../domain/rules/language/languages.ts';
import { cn } from '../../lib/class-names.ts';
import { pageLanguage, useAddressInLanguage } from '../../lib/language.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { rememberLanguage } from './remember-language.ts';

/**
 * English / हिन्दी. Each language is its own address (`/hi/...`) and its own app, so a choice is a
 * whole page load; it is remembered in a cookie and, for a signed-in person, on the server (mails and
 * notifications then reach them in it).
 */
export function LanguageSwitch({ variant }: { variant: 'header' | 'footer' }) {
  const { user } = useCurrentUser();
  const shown = variant === 'header' ? languages.filter((l) => l !== pageLanguage) : languages;
  return (
    <ul className={cn('flex items-center', variant === 'footer' ? 'gap-3' : 'gap-1')}>
      {shown.map((language) => (
        <li key={language}>
          <LanguageLink language={language} signedIn={user !== null} variant={variant} />
        </li>
      ))}
    </ul>
  );
}

function LanguageLink({
  language,
  signedIn,
  variant,
}: {
  language: Language;
  signedIn: boolean;
  variant: 'header' | 'footer';
}) {
  const current = language === pageLanguage;
  const address = useAddressInLanguage(language);
  return (
    <a
      href={address}
      lang={language}
      hrefLang={language}
      aria-current={current ? 'true' : undefined}
      onClick={(event) => {
        if (current) {
          event.preventDefault();
          return;
        }
        rememberLanguage(language, signedIn);
      }}
      className={cn(
        'inline-flex min-h-11 items-center rounded-lg text-sm',
        variant === 'header'
          ? 'px-3 font-medium text-fg hover:bg-muted'
          : 'text-fg-muted hover:text-fg hover:underline sm:min-h-8',
        current && 'font-semibold text-fg',
      )}
    >
      {languageNames[language]}
    </a>
  );
}
