import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { firstVisitData } from '../../domain/first-visit-data.ts';
import type { Language } from '../../domain/rules/language/languages.ts';
import type { WebRoute } from '../../domain/web-routes.ts';
import { escapeHtml } from './page-meta.ts';

/**
 * The page modules web/router.tsx loads on demand for the pages a first visit opens (decision 124),
 * by the web app's source path. Their chunks are named in the HTML, so the browser fetches them
 * beside the shell's instead of after it has run: one round trip less before the page can draw.
 */
export const FIRST_VISIT_PAGE_MODULES: Partial<Record<WebRoute['pattern'], readonly string[]>> = {
  '/': ['features/search/home-page.tsx', 'features/wishlists/components/wishlist-heart.tsx'],
  '/home': ['features/search/home-page.tsx', 'features/wishlists/components/wishlist-heart.tsx'],
  '/property/:id': [
    'features/property/property-page.tsx',
    'features/wishlists/components/wishlist-save-button.tsx',
  ],
  '/auth': ['features/auth/auth-page.tsx'],
};

/** Vite's build manifest (build.manifest): each source module's chunk and the chunks it imports. */
type Manifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

/**
 * A source module's key in the manifest: the module itself, or, when the bundler merged it into a
 * shared chunk (`_home-page-AwRO17di.js`), the chunk named after it.
 */
function keyOf(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.posix.basename(module).replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find((key) => key.startsWith(`_${name}-`) && manifest[key]?.name === name);
}

const shells = new WeakMap<Manifest, ReadonlySet<string>>();

/**
 * The manifest keys the entries load, with everything they import: what every page already has.
 * Worked out once per manifest (a rebuild in place reads a new one), not on each page request.
 */
export function shellOf(manifest: Manifest): ReadonlySet<string> {
  const known = shells.get(manifest);
  if (known) return known;
  const shell = new Set<string>();
  const addShell = (key: string) => {
    if (shell.has(key)) return;
    shell.add(key);
    for (const imported of manifest[key]?.imports ?? []) addShell(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addShell(key);
  shells.set(manifest, shell);
  return shell;
}

/**
 * The chunks (and their style sheets) `modules` need beyond what the entry already loads, as paths
 * under `base`, in manifest order. Unknown modules are skipped: a page then loads as it did.
 */
export function preloadsFor(manifest: Manifest, modules: readonly string[], base: string) {
  const shell = shellOf(manifest);
  const wanted = new Set<string>();
  const addWanted = (key: string) => {
    if (shell.has(key) || wanted.has(key) || !manifest[key]) return;
    wanted.add(key);
    for (const imported of manifest[key].imports ?? []) addWanted(imported);
  };
  for (const module of modules) {
    const key = keyOf(manifest, module);
    if (key) addWanted(key);
  }

  const chunks = [...wanted].map((key) => manifest[key]!);
  return {
    scripts: chunks.map((chunk) => `${base}${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `${base}${file}`),
  };
}

/**
 * `<link>` tags for `preloadsFor`'s answer and the page's API answers (`data`), one per line. The
 * app's fetches send the session cookie (credentials: 'include'), so its data preloads do too
 * (crossorigin="use-credentials"): only then does the browser hand them to the app's request.
 */
export function preloadLinks(
  { scripts, styles }: { scripts: string[]; styles: string[] },
  data: string[] = [],
) {
  return [
    ...styles.map((href) => `<link rel="preload" as="style" href="${escapeHtml(href)}" />`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...data.map(
      (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}" />`,
    ),
  ].join('\n    ');
}

const manifests = new Map<string, { mtimeMs: number; manifest: Manifest }>();

/** A build's manifest, read again only when the file changed (a rebuild in place); null if none. */
async function manifestOf(webDir: string, language: Language): Promise<Manifest | null> {
  const file = path.join(webDir, language === 'hi' ? 'hi' : '', '.vite', 'manifest.json');
  try {
    const { mtimeMs } = await stat(file);
    const known = manifests.get(file);
    if (known?.mtimeMs === mtimeMs) return known.manifest;
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
    manifests.set(file, { mtimeMs, manifest });
    return manifest;
  } catch {
    return null; // an older build without a manifest: no preloads
  }
}

/**
 * The preload links of a page (`appPath`, matching `route`), for its language's build: its chunks
 * and, unless `data` is false, the API answers it asks for first (domain/first-visit-data.ts); '' for
 * other pages.
 */
export async function pagePreloads(
  webDir: string,
  language: Language,
  route: WebRoute | undefined,
  appPath: string,
  { data = true } = {},
) {
  const modules = route && FIRST_VISIT_PAGE_MODULES[route.pattern];
  if (!modules) return '';
  const manifest = await manifestOf(webDir, language);
  if (!manifest) return '';
  return preloadLinks(
    preloadsFor(manifest, modules, language === 'hi' ? '/hi/' : '/'),
    data ? firstVisitData(appPath) : [],
  );
}
