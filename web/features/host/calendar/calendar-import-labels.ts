import { format } from 'date-fns';
import { m } from '#i18n/messages.js';
import { dateLocale, pageLanguage } from '../../../lib/language.ts';

// The words of the calendar feeds on the host's calendar page.

/** "Last synced 12 Mar 2027, 14:05" on the reader's clock, or "Not synced yet". */
export function lastSyncText(instant: string | null): string {
  const at = instant ? new Date(instant) : null;
  if (!at || Number.isNaN(at.getTime())) return m.host_feed_not_synced();
  const when = format(at, pageLanguage === 'hi' ? 'd MMMM yyyy, HH:mm' : 'd MMM yyyy, HH:mm', {
    locale: dateLocale,
  });
  return m.host_feed_last_synced({ when });
}

/** "3 nights closed", "1 night closed", "No nights closed". */
export function importedNightsText(nights: number): string {
  if (nights === 0) return m.host_feed_no_nights_closed();
  return m.host_feed_nights_closed({ count: nights });
}

/** A server message for the add form: which field it is about (`url: …`, `name: …`), and its words. */
export function fieldOfMessage(message: string): { field: 'name' | 'url' | null; text: string } {
  const match = /^(name|url): ([\s\S]+)$/.exec(message);
  return match ? { field: match[1] as 'name' | 'url', text: match[2]! } : { field: null, text: message };
}
