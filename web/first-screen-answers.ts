import type { QueryClient } from '@tanstack/react-query';
import {
  AUTH_PROVIDERS_API_URL,
  FIRST_SCREEN_ANSWERS_ID,
  HOME_RESULTS_API_URL,
} from '../domain/first-visit-data.ts';
import type { AuthProviders } from '../domain/schemas/auth.ts';
import type { PropertyCard, PropertyDetail } from '../domain/schemas/properties.ts';
import { propertyQueryKey } from './features/property/api/property-detail.ts';
import { propertyPageOf, searchQuery } from './features/search/api/properties.ts';
import { USER_QUERY_KEY } from './lib/session.ts';

/** The API's answers a signed-out first visit's page would ask for, as the server got them. */
export type FirstScreenAnswers = {
  /** GET HOME_RESULTS_API_URL: its body and its Link and Matched-Place headers. */
  homeResults?: { body: PropertyCard[]; link: string | null; matchedPlace: string | null };
  /** GET /api/properties/{id}. */
  listing?: PropertyDetail;
  /** GET /api/auth/providers, for the sign-in page. */
  authProviders?: AuthProviders;
};

/**
 * Puts the answers where the app's queries look for them: the same data the server drew the page
 * from, so the app's first render matches the drawn HTML and asks the API for none of it again. The
 * visitor is signed out (the server draws only for them).
 */
export function seedFirstScreen(client: QueryClient, answers: FirstScreenAnswers): void {
  client.setQueryData(USER_QUERY_KEY, null);
  if (answers.homeResults) {
    const { body, link, matchedPlace } = answers.homeResults;
    client.setQueryData(searchQuery(HOME_RESULTS_API_URL).queryKey, {
      pages: [propertyPageOf(body, link, matchedPlace)],
      pageParams: [HOME_RESULTS_API_URL],
    });
  }
  if (answers.listing) client.setQueryData(propertyQueryKey(answers.listing.id), answers.listing);
  if (answers.authProviders) client.setQueryData([AUTH_PROVIDERS_API_URL], answers.authProviders);
}

/** The answers a drawn page carries, or null when it carries none or they cannot be read. */
export function readFirstScreenAnswers(doc: Document = document): FirstScreenAnswers | null {
  const text = doc.getElementById(FIRST_SCREEN_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstScreenAnswers;
  } catch {
    return null;
  }
}
