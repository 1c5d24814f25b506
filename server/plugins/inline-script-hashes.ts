import { createHash } from 'node:crypto';

/** The inline scripts of a page (`<script>` without src), each as the browser hashes its text. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.length > 0);
}

/**
 * The built HTML is the same on every request until a rebuild in place (one per language), so its
 * hashes are kept by its text; the few oldest go when rebuilds would otherwise pile them up.
 */
const hashesByHtml = new Map<string, readonly string[]>();
const KEPT_PAGES = 8;

/** The CSP sources (`'sha256-…'`) that allow the page's inline scripts, worked out once per HTML text. */
export function inlineScriptHashes(html: string): readonly string[] {
  const known = hashesByHtml.get(html);
  if (known) return known;
  const hashes = inlineScripts(html).map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
  if (hashesByHtml.size >= KEPT_PAGES) hashesByHtml.delete(hashesByHtml.keys().next().value as string);
  hashesByHtml.set(html, hashes);
  return hashes;
}

/**
 * The page's CSP with its own inline scripts allowed by their sha256 (decision 125): the built
 * index.html's theme script, and nothing else inline. Without a script-src directive, unchanged.
 */
export function allowInlineScriptsOf(csp: string, html: string): string {
  const hashes = inlineScriptHashes(html);
  if (hashes.length === 0) return csp;
  return csp.replace(
    /(^|;)(\s*script-src\s+)([^;]*)/,
    (_all, start, name, sources) => `${start}${name}${sources} ${hashes.join(' ')}`,
  );
}
