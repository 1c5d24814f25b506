import { m } from '#i18n/messages.js';
import { type Language, pathInLanguage } from '../../../domain/rules/language/languages.ts';
import { isUuid } from '../../../domain/uuid.ts';
import type { AppDeps } from '../../app-deps.ts';
import { appUrl } from '../../http/app-url.ts';
import { type PageMeta, summaryOf } from '../../plugins/page-meta.ts';
import * as repo from './property-page.repository.ts';

/** A listing page's tags, and its cover photo as stored (a path here or an absolute URL). */
export type PropertyPageMeta = PageMeta & { cover: string | null };

/**
 * What /property/{id} tells crawlers and link previews: the approved listing's title, a summary of
 * its description, its cover photo and address, all absolute, and the cover as stored (for the page's
 * own preload); null for an unknown or hidden listing.
 */
export async function propertyPageMeta(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  id: string,
  language: Language = 'en',
): Promise<PropertyPageMeta | null> {
  if (!isUuid(id)) return null;
  const listing = await repo.approvedListingPage(db, id);
  if (!listing) return null;
  const base = appUrl(config);
  const place = [listing.city, listing.state].filter(Boolean).join(', ');
  const fallback = place
    ? m.seo_listing_fallback_in_place({ title: listing.title, place }, { locale: language })
    : m.seo_listing_fallback({ title: listing.title }, { locale: language });
  return {
    title: `${listing.title} · Basera`,
    description: summaryOf(listing.description?.trim() || fallback),
    url: `${base}${pathInLanguage(`/property/${listing.id}`, language)}`,
    image: listing.coverUrl ? absolute(base, listing.coverUrl) : null,
    cover: listing.coverUrl,
  };
}

/** A photo URL as another site must write it: a stored absolute URL stays, a path joins our address. */
function absolute(base: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}
