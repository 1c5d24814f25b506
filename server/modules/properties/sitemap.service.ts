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

/** /sitemap.xml: the public pages and every approved, listed listing with its last change, absolute URLs. */
export async function sitemapXml(deps: Pick<AppDeps, 'db' | 'config'>): Promise<string> {
  const base = appUrl(deps.config);
  const listings = await approvedListingDates(deps.db, SITEMAP_MAX_URLS - PUBLIC_PAGES.length);
  const entry = (loc: string, lastModified?: string) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((page) => entry(`${base}${page}`)),
    ...listings.map((l) => entry(`${base}/property/${l.id}`, l.lastModified)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages with nothing for crawlers: the API, accounts, hosting and admin. */
const CLOSED_TO_CRAWLERS = [
  '/api/',
  '/admin',
  '/auth',
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
    ...CLOSED_TO_CRAWLERS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl(config)}/sitemap.xml`,
    '',
  ].join('\n');
}
