import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_PROVIDERS_API_URL,
  drawsWithSearch,
  firstVisitPage,
  HOME_RESULTS_API_URL,
} from '../../domain/first-visit-data.ts';
import { MATCHED_PLACE_HEADER } from '../../domain/matched-place.ts';
import { isPhoneVisit } from '../../domain/phone-visit.ts';
import type { Language } from '../../domain/rules/language/languages.ts';
import type { FirstScreenAnswers } from '../../web/first-screen-server.tsx';
import { sessionTokenOf } from '../modules/auth/index.ts';

type Renderer = {
  renderFirstScreen: (appPath: string, search: string, answers: FirstScreenAnswers) => Promise<string>;
};
const renderers = new Map<string, Promise<Renderer | null>>();

/** The language's build of web/first-screen-server.tsx (scripts/web-build.mjs), or null when not built. */
function rendererOf(webDir: string, language: Language): Promise<Renderer | null> {
  const file = path.join(webDir, '..', 'first-screen', language, 'first-screen-server.js');
  let renderer = renderers.get(file);
  if (!renderer) {
    renderer = existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<Renderer>)
      : Promise.resolve(null);
    renderers.set(file, renderer);
  }
  return renderer;
}

/**
 * Whether the server draws this visit's first screen (decision 135): a phone (isPhoneVisit: its
 * Chromium's Sec-CH-UA-Mobile, else its user agent), since the server draws the phone layout, and a
 * visitor who is not signed in, since it draws the signed-out header.
 */
function drawsFirstScreen(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  const phone = isPhoneVisit({
    chUaMobile: typeof hint === 'string' ? hint : undefined,
    userAgent: request.headers['user-agent'],
  });
  return phone && !sessionTokenOf(request, 'user');
}

/**
 * The API's answers the page asks for first, got from this server itself; null when one is not 200,
 * or when the page is not drawn with this query (drawsWithSearch).
 */
async function answersFor(
  app: FastifyInstance,
  request: FastifyRequest,
  appPath: string,
  search: string,
): Promise<FirstScreenAnswers | null> {
  const page = firstVisitPage(appPath);
  if (!page || !drawsWithSearch(page, search)) return null;
  const ask = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': request.headers['accept-language'] ?? '' },
    });
  if (page.kind === 'home') {
    const answer = await ask(HOME_RESULTS_API_URL);
    if (answer.statusCode !== 200) return null;
    const header = (name: string) => {
      const value = answer.headers[name];
      return typeof value === 'string' ? value : null;
    };
    return {
      homeResults: {
        body: answer.json(),
        link: header('link'),
        matchedPlace: header(MATCHED_PLACE_HEADER.toLowerCase()),
      },
    };
  }
  if (page.kind === 'listing') {
    const answer = await ask(`/api/properties/${page.id}`);
    return answer.statusCode === 200 ? { listing: answer.json() } : null;
  }
  const answer = await ask(AUTH_PROVIDERS_API_URL);
  return answer.statusCode === 200 ? { authProviders: answer.json() } : null;
}

/**
 * The first screen of `/`, a listing page or `/auth`, drawn on the server from the web app's own components
 * for the root element, with the API answers it was drawn from (the app takes them rather than asking
 * again, decision 147); or null when it is not drawn (see drawsFirstScreen; other pages; a query
 * drawsWithSearch leaves to the app; the build missing; any failure, which is logged and leaves the
 * page to the app as before).
 */
export async function firstScreenMarkup(
  app: FastifyInstance,
  request: FastifyRequest,
  page: { webDir: string; language: Language; appPath: string },
): Promise<{ markup: string; answers: FirstScreenAnswers } | null> {
  if (!drawsFirstScreen(request)) return null;
  try {
    const renderer = await rendererOf(page.webDir, page.language);
    if (!renderer) return null;
    const search = new URL(request.url, 'http://local').search;
    const answers = await answersFor(app, request, page.appPath, search);
    if (!answers) return null;
    return { markup: await renderer.renderFirstScreen(page.appPath, search, answers), answers };
  } catch (error) {
    request.log.warn({ err: error }, 'first screen not drawn');
    return null;
  }
}
