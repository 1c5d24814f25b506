import { pathOf } from './request-logging.ts';

/** A `Link` header to the next page: the request's own URL with `cursor` (or `parameter`) set (RFC 8288). */
export function nextPageLink(url: string, cursor: string, parameter = 'cursor'): string {
  const params = new URLSearchParams(url.split('?')[1] ?? '');
  params.set(parameter, cursor);
  return `<${pathOf(url)}?${params}>; rel="next"`;
}
