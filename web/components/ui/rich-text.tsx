import { Fragment, type ReactNode } from 'react';

type Tags = Record<string, (inner: string) => ReactNode>;

/**
 * A catalogue message with markup in it, rendered whole so a translator can move the marked words:
 * `m.auth_terms()` = "I agree to the <terms>Terms of Service</terms>" with
 * `tags={{ terms: (text) => <a href="/terms-of-service">{text}</a> }}`. Tags do not nest; a tag the
 * message does not close, or one not given, stays as text.
 */
export function RichText({ text, tags }: { text: string; tags: Tags }) {
  const parts: ReactNode[] = [];
  const tagPattern = /<([a-z][a-zA-Z0-9]*)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(tagPattern)) {
    const [whole, name = '', inner = ''] = match;
    const render = tags[name];
    if (!render) continue;
    parts.push(text.slice(last, match.index));
    parts.push(<Fragment key={match.index}>{render(inner)}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
