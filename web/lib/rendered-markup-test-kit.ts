// For unit tests of screens: the words and accessible names of server-rendered markup
// (react-dom/server's renderToString), read the way a person and a screen reader meet them.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The words of a piece of markup as shown: tags and comments dropped, spaces collapsed. */
export function visibleText(markup: string): string {
  return markup
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x27|#39|amp|lt|gt|quot);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of the first element whose attribute `name` is `value` (its own and its children's). */
export function textOfElement(markup: string, name: string, value: string): string {
  const escaped = value.replace(/[^\w-]/g, '\\$&');
  const open = new RegExp(`<(\\w+)[^>]*\\s${name}="${escaped}"[^>]*>`).exec(markup);
  if (!open) throw new Error(`No element with ${name}="${value}"`);
  const tag = open[1]!;
  const rest = markup.slice(open.index + open[0].length);
  // The element's end: the closing tag that balances the ones of the same name opened inside it.
  let depth = 1;
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  for (let match = tags.exec(rest); match; match = tags.exec(rest)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return visibleText(rest.slice(0, match.index));
  }
  throw new Error(`The element with ${name}="${value}" is not closed`);
}

export type RenderedButton = {
  /** The accessible name: its aria-labelledby's texts joined by spaces, else aria-label, else its words. */
  name: string;
  /** The words it shows. */
  text: string;
  /** Its attributes as written (`aria-haspopup`, `type`, …). */
  attributes: Record<string, string>;
};

/** Every button of the markup with its name and visible words (buttons never nest). */
export function renderedButtons(markup: string): RenderedButton[] {
  return [...markup.matchAll(/<button([^>]*)>(.*?)<\/button>/gs)].map(([, attrs = '', inner = '']) => {
    const attributes = Object.fromEntries(
      [...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key, value]),
    );
    const text = visibleText(inner);
    const labelledBy = attributes['aria-labelledby'];
    const name = labelledBy
      ? labelledBy
          .split(' ')
          .map((id) => textOfElement(markup, 'id', id))
          .join(' ')
      : (attributes['aria-label'] ?? text);
    return { name, text, attributes };
  });
}
