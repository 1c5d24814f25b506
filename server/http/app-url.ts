import { type Language, pathInLanguage } from '../../domain/rules/language/languages.ts';
import type { Config } from '../config.ts';

/**
 * Where links in mails and the Google callback point: PUBLIC_URL (default http://localhost:PORT).
 * Never the request's Host or X-Forwarded-Host: anyone can send those, and a reset link built from
 * them would carry the token to the sender's host.
 */
export const appUrl = (config: Pick<Config, 'publicUrl'>) => config.publicUrl;

/**
 * A page of the app as a mail links to it, in its reader's language (decision 110): `/trips` is
 * `${appUrl}/trips` in English and `${appUrl}/hi/trips` in Hindi, `/` is `${appUrl}/hi`. An API
 * path (`/api/...`: a calendar feed, a PDF) is the same address in every language.
 */
export const pageUrl = (appUrl: string, path: string, language: Language) =>
  `${appUrl}${path.startsWith('/api/') ? path : pathInLanguage(path, language)}`;
