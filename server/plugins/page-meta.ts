/** What a page tells crawlers and link previews: its tab title, summary, picture and address. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of its picture, if it has one. */
  image: string | null;
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML (and XML) text and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** `text` on one line, cut at a word to at most `max` characters with an ellipsis when cut. */
export function summaryOf(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * The web app's HTML with this page's title, description, canonical link, Open Graph and Twitter
 * card tags (all escaped) in place of the app's own title and description.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tag = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', 'Basera'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.image ? [tag('property', 'og:image', meta.image)] : []),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
  const stripped = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return /<title>[\s\S]*?<\/title>/i.test(stripped)
    ? stripped.replace(/<title>[\s\S]*?<\/title>/i, () => tags)
    : stripped.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}
