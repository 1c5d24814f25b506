import type { FastifyReply } from 'fastify';
import { firstScreenAnswersScript } from '../../domain/first-visit-data.ts';
import type { Language } from '../../domain/rules/language/languages.ts';
import type { WebRoute } from '../../domain/web-routes.ts';
import { firstScreenMarkup } from './first-screen.ts';
import { allowInlineScriptsOf } from './inline-script-hashes.ts';
import { appHtml, withLanguageAlternates } from './language-pages.ts';
import { pagePreloads } from './page-preloads.ts';

/**
 * The web app's HTML for a page, as every page route answers it: the language's build, the chunks
 * its first screen needs (page-preloads.ts), the first screen itself where the server draws it
 * (first-screen.ts) and its address in each language; the reply's CSP
 * allows the page's own inline scripts by their hash (decision 125). `route` is the page's match in
 * domain/web-routes.ts (undefined for an unknown page), which the caller also answers the status by.
 * Rejects when the app is not built.
 */
export async function appPageHtml(
  reply: FastifyReply,
  page: {
    webDir: string;
    language: Language;
    appPath: string;
    route: WebRoute | undefined;
    publicUrl: string;
  },
): Promise<string> {
  const [html, firstScreen] = await Promise.all([
    appHtml(page.webDir, page.language),
    firstScreenMarkup(reply.server, reply.request, page),
  ]);
  // A drawn page carries its answers: the browser need not fetch them ahead of the app.
  const preloads = await pagePreloads(page.webDir, page.language, page.route, page.appPath, {
    data: !firstScreen,
  });
  // Drawn for a signed-out phone only: caches must keep the answers apart (decision 135).
  reply.header('Vary', 'Sec-CH-UA-Mobile, User-Agent, Cookie');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('Content-Security-Policy', allowInlineScriptsOf(csp, html));
  const withPreloads = preloads ? html.replace(/<\/head>/i, () => `    ${preloads}\n  </head>`) : html;
  const drawn = firstScreen
    ? withFirstScreen(withPreloads, firstScreen.markup, firstScreenAnswersScript(firstScreen.answers))
    : withPreloads;
  return withLanguageAlternates(drawn, page.publicUrl, page.appPath);
}

/**
 * The page with its first screen drawn in the root and the answers it was drawn from beside it. The
 * page is then seen before its scripts run, so they come after what it shows (the stylesheet, the
 * fonts, the largest photo), not before: low priority, which only orders them where the network is
 * the limit.
 */
function withFirstScreen(html: string, firstScreen: string, answers: string): string {
  return html
    .replace('<div id="root"></div>', () => `<div id="root">${firstScreen}</div>${answers}`)
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}
