import type { Locale } from 'date-fns';
import { enIN } from 'date-fns/locale/en-IN';

// What a language's build needs beyond its messages: date-fns's and the calendars' locale. Each
// build imports only its own language's file (`#language-pack`, vite.config.ts), so English pages
// carry no Hindi month names and Hindi pages no English ones (decision 110).

/** date-fns's locale for month and day names; undefined keeps date-fns's default English. */
export const dateLocale: Locale | undefined = undefined;
/** The calendars' locale (react-day-picker takes a date-fns locale). */
export const calendarLocale: Locale = enIN;
