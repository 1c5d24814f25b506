// The rules `npm run check` holds the catalogues and the web app to (decision 110): every key in
// both languages with the same parameters, and no visible text in web/ or a mail written past the
// catalogue. Pure functions over file contents; scripts/i18n/check-catalogue.ts reads the files.
import { parseSync } from 'oxc-parser';

export type Finding = { file: string; line: number; text: string };
type Catalogue = Record<string, unknown>;

/** The `{name}` parameters a message uses (a plural message's declared inputs included). */
export function parametersOf(message: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const [, name] of value.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) if (name) found.add(name);
      for (const [, name] of value.matchAll(/^input ([A-Za-z_][A-Za-z0-9_]*)$/g)) if (name) found.add(name);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(message);
  // A plural's local selector (countPlural) is not a parameter the caller passes.
  const locals = new Set<string>();
  const collectLocals = (value: unknown): void => {
    if (typeof value === 'string') {
      const local = /^local ([A-Za-z_][A-Za-z0-9_]*) =/.exec(value);
      if (local?.[1]) locals.add(local[1]);
    } else if (Array.isArray(value)) value.forEach(collectLocals);
    else if (value && typeof value === 'object') Object.values(value).forEach(collectLocals);
  };
  collectLocals(message);
  return [...found].filter((name) => !locals.has(name)).sort();
}

/** Keys one language has and the other lacks, and messages whose parameters differ. */
export function compareCatalogues(area: string, en: Catalogue, hi: Catalogue): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en))
    if (!(key in hi)) problems.push(`${area}: "${key}" is in en and not in hi`);
  for (const key of Object.keys(hi))
    if (!(key in en)) problems.push(`${area}: "${key}" is in hi and not in en`);
  for (const key of Object.keys(en)) {
    if (!(key in hi) || key === '$schema') continue;
    const [a, b] = [parametersOf(en[key]), parametersOf(hi[key])];
    if (a.join() !== b.join())
      problems.push(`${area}: "${key}" takes {${a.join(', ')}} in en but {${b.join(', ')}} in hi`);
  }
  return problems;
}

/** Words that are the same in every language: names of brands and products, and units. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Basera',
  'Razorpay',
  'Google',
  'UPI',
  'GST',
  'GSTIN',
  'PAN',
  'IFSC',
  'iCal',
  'Airbnb',
  'Instagram',
  'Facebook',
  'X',
  'OpenStreetMap',
  'Leaflet',
  'km',
  'KB',
  'MB',
]);
/**
 * Text a reader reads: a word of any script, unless every word is one of the above, an acronym
 * (TDS), or part of an address, a URL or a sample code (HDFC0001234), which read the same in Hindi.
 */
function isReadable(text: string): boolean {
  const words =
    text.replace(/\S+@\S+|https?:\/\/\S+|\S*\d\S*/g, ' ').match(/[\p{L}][\p{L}\p{M}.'’-]*/gu) ?? [];
  return words.some((word) => {
    const bare = word.replace(/[.'’-]+$/, '');
    return !SAME_IN_EVERY_LANGUAGE.has(bare) && !/^[A-Z]{2,6}$/.test(bare);
  });
}

/** Props whose string is shown to a person or read out by a screen reader. */
const VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'heading',
  'subtitle',
  'message',
  'hint',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'helpText',
  'caption',
  'legend',
  'text',
]);
/** Object keys whose string is shown (toasts, label tables, options). */
const VISIBLE_KEYS = new Set([
  'title',
  'description',
  'label',
  'message',
  'heading',
  'placeholder',
  'hint',
  'text',
  'body',
  'subject',
]);

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function stringOf(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    return ((node.quasis as Array<{ value: { cooked: string } }>) ?? []).map((q) => q.value.cooked).join(' ');
  }
  if (node.type === 'JSXExpressionContainer') return stringOf(node.expression);
  if (node.type === 'ConditionalExpression')
    return [stringOf(node.consequent), stringOf(node.alternate)].filter(Boolean).join(' ') || null;
  if (node.type === 'LogicalExpression') return stringOf(node.right);
  return null;
}

/** Visible text written into a web source file instead of taken from the catalogue. */
export function findHardCodedText(file: string, source: string): Finding[] {
  const { program } = parseSync(file, source);
  const findings: Finding[] = [];
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const report = (node: Node, text: string) => {
    if (isReadable(text))
      findings.push({ file, line: lineOf(node.start), text: text.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };
  const visit = (node: Node): void => {
    if (node.type === 'JSXText') report(node, String(node.value));
    if (node.type === 'JSXAttribute') {
      const name = (node.name as { name?: unknown }).name;
      const text = typeof name === 'string' && VISIBLE_PROPS.has(name) ? stringOf(node.value) : null;
      if (text !== null) report(node, text);
    } else if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      // `{'Save'}` or `{open ? 'Hide' : 'Show'}` among an element's children is text too.
      for (const child of (node.children as Node[]) ?? []) {
        if (child.type !== 'JSXExpressionContainer') continue;
        const text = stringOf(child.expression);
        if (text !== null) report(child, text);
      }
    }
    if (node.type === 'Property' && isNode(node.key)) {
      const key =
        (node.key as { name?: unknown; value?: unknown }).name ?? (node.key as { value?: unknown }).value;
      const text = typeof key === 'string' && VISIBLE_KEYS.has(key) ? stringOf(node.value) : null;
      if (text !== null && /\s|^[A-Z]/.test(text.trim())) report(node, text);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child);
      if (isNode(value)) visit(value);
    }
  };
  visit(program as unknown as Node);
  return findings.sort((a, b) => a.line - b.line);
}
