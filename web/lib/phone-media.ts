/** The width the server draws a first screen for (decision 135): a phone's, in CSS pixels. */
export const PHONE_WIDTH = 390;

/**
 * Whether a media query matches on a phone, for the server's drawing of a first screen: width
 * queries against PHONE_WIDTH, a coarse pointer; anything else (a preference, hover) does not match,
 * as the browser's answer is unknown there and the app's first render corrects it.
 */
export function matchesOnPhone(query: string): boolean {
  const parts = query.split(/\s+and\s+/i).map((part) => part.trim().toLowerCase());
  return parts.every((part) => {
    const width = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)$/.exec(part);
    if (width) return width[1] === 'min' ? PHONE_WIDTH >= Number(width[2]) : PHONE_WIDTH <= Number(width[2]);
    return part === '(pointer: coarse)';
  });
}
