import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageForPlainAddress } from '../../domain/rules/language/first-visit.ts';
import { LANGUAGE_COOKIE } from '../../domain/rules/language/language-cookie.ts';
import { type Language, languageOfPath, pathInLanguage } from '../../domain/rules/language/languages.ts';
import { escapeHtml } from './page-meta.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Where each language's build keeps its HTML within the web app's folder (scripts/web-build.mjs). */
const indexFile: Record<Language, string> = { en: 'index.html', hi: path.join('hi', 'index.html') };

/** The HTML of the app in a language, read per request so a rebuild in place is served at once. */
export const appHtml = (webDir: string, language: Language) =>
  readFile(path.join(webDir, indexFile[language]), 'utf8');

/**
 * The page's address in each language for search engines: hreflang alternates (English is also the
 * default for other languages), placed before </head>.
 */
export function withLanguageAlternates(html: string, base: string, appPath: string): string {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  const links = [
    link('en-IN', `${base}${appPath}`),
    link('hi-IN', `${base}${pathInLanguage(appPath, 'hi')}`),
    link('x-default', `${base}${appPath}`),
  ].join('\n    ');
  return html.replace(/<\/head>/i, () => `    ${links}\n  </head>`);
}

export type PageRequest = { language: Language; appPath: string } | { redirectTo: string };

/**
 * What a page request is answered with (decision 110): an address under /hi is Hindi; any other is
 * English unless the person chose Hindi (the language cookie) or, on a first visit, their browser
 * prefers it, which sends them to the /hi address. A first visit keeps the language in the cookie.
 */
export function pageRequest(request: FastifyRequest, reply: FastifyReply, pathname: string): PageRequest {
  const { language, path: appPath } = languageOfPath(pathname);
  const cookie = request.cookies[LANGUAGE_COOKIE];
  reply.header('Vary', 'Accept-Language, Cookie');
  if (language === 'hi') {
    if (cookie === undefined) keepLanguage(reply, 'hi');
    return { language, appPath };
  }
  const wanted = languageForPlainAddress(cookie, request.headers['accept-language']);
  if (wanted.keep) keepLanguage(reply, wanted.language);
  if (wanted.language === 'en') return { language: 'en', appPath };
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return { redirectTo: `${pathInLanguage(appPath, wanted.language)}${query}` };
}

function keepLanguage(reply: FastifyReply, language: Language) {
  reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
}
