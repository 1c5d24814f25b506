/**
 * Whether a page is asked for by a phone, whose first screen the server draws (decisions 135, 137).
 * Chromium says so itself (`Sec-CH-UA-Mobile: ?1` or `?0`, sent unasked) and is believed. Safari and
 * Firefox send no such header: their user agent names a phone with "Mobi" ("Mobile" on an iPhone and
 * in Firefox for Android), as MDN advises looking for; an iPad's Safari asks as a desktop does.
 */
export function isPhoneVisit(headers: { chUaMobile?: string; userAgent?: string }): boolean {
  if (headers.chUaMobile !== undefined) return headers.chUaMobile.trim() === '?1';
  return /Mobi/.test(headers.userAgent ?? '');
}
