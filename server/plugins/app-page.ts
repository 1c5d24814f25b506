import type { FastifyReply } from 'fastify';
import type { Language } from '../../domain/rules/language/languages.ts';
import type { WebRoute } from '../../domain/web-routes.ts';
import { allowInlineScriptsOf } from './inline-script-hashes.ts';
import { appHtml, withLanguageAlternates } from './language-pages.ts';
import { pagePreloads } from './page-preloads.ts';

/**
 * The web app's HTML for a page, as every page route answers it: the language's build, the chunks
 * its first screen needs (page-preloads.ts) and its address in each language; the reply's CSP
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
  const [html, preloads] = await Promise.all([
    appHtml(page.webDir, page.language),
    pagePreloads(page.webDir, page.language, page.route, page.appPath),
  ]);
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('Content-Security-Policy', allowInlineScriptsOf(csp, html));
  const withPreloads = preloads ? html.replace(/<\/head>/i, () => `    ${preloads}\n  </head>`) : html;
  return withLanguageAlternates(withPreloads, page.publicUrl, page.appPath);
}
