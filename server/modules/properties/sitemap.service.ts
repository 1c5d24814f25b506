import { languages, pathInLanguage } from '../../../domain/rules/language/languages.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import { appUrl } from '../../http/app-url.ts';
import { escapeHtml } from '../../plugins/page-meta.ts';
import { approvedListingDates } from './property-page.repository.ts';

/** The site's public pages (those robots.txt leaves open and a visitor can read). */
export const PUBLIC_PAGES = [
  '/',
  '/help-center',
  '/safety-information',
  '/cancellation-policy',
  '/community-guidelines',
  '/property-management',
  '/interior-design',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/contact',
] as const;

/**
 * The sitemap protocol allows 50,000 URLs in one file. Past that many approved listings the newest
 * changed ones are listed; splitting into a sitemap index is the next step when the catalogue gets there.
 */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * /sitemap.xml: the public pages and every approved, listed listing with its last change, absolute
 * URLs, each in English and in Hindi (/hi/...), every entry naming both addresses as alternates so a
 * search engine shows each reader their language (decision 110).
 */
export async function sitemapXml(deps: Pick<AppDeps, 'db' | 'config'>): Promise<string> {
  const base = appUrl(deps.config);
  const perLanguage = Math.floor(SITEMAP_MAX_URLS / languages.length);
  const listings = await approvedListingDates(deps.db, perLanguage - PUBLIC_PAGES.length);
  const alternates = (page: string) =>
    [
      ...languages.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}-IN" href="${escapeHtml(`${base}${pathInLanguage(page, language)}`)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${base}${page}`)}"/>`,
    ].join('');
  const entries = (page: string, lastModified?: string) =>
    languages.map(
      (language) =>
        `  <url><loc>${escapeHtml(`${base}${pathInLanguage(page, language)}`)}</loc>` +
        `${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}${alternates(page)}</url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...PUBLIC_PAGES.flatMap((page) => entries(page)),
    ...listings.flatMap((l) => entries(`/property/${l.id}`, l.lastModified)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Pages with nothing for crawlers: the API, accounts, hosting and admin. The sign-in page stays open
 * (decision 111): a search for "Basera login" should find it, and it shows nothing private.
 */
const CLOSED_TO_CRAWLERS = [
  '/api/',
  '/admin',
  '/trips',
  '/wishlists',
  '/profile',
  '/messages',
  '/payments',
  '/notifications',
  '/owner',
  '/reservations',
  '/create-property',
  '/become-owner',
];

/** /robots.txt: stays and information pages are open, the rest closed; the sitemap's absolute URL. */
export function robotsTxt(config: Pick<Config, 'publicUrl'>): string {
  return [
    '# Basera: stays and information pages are public; accounts, hosting and admin pages are not for crawlers.',
    'User-agent: *',
    ...CLOSED_TO_CRAWLERS.flatMap((path) =>
      path.startsWith('/api/') ? [`Disallow: ${path}`] : [`Disallow: ${path}`, `Disallow: /hi${path}`],
    ),
    '',
    `Sitemap: ${appUrl(config)}/sitemap.xml`,
    '',
  ].join('\n');
}
