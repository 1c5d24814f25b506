import type { Locale } from 'date-fns';
import { hi as hindiDates } from 'date-fns/locale/hi';
import { hi as hindiCalendar } from 'react-day-picker/locale/hi';

// The Hindi build's language pack (en.ts says why there is one per language).

/** date-fns's Hindi: "12 मार्च 2027", with Latin digits. */
export const dateLocale: Locale | undefined = hindiDates;
/** react-day-picker's Hindi: its month names and its buttons' labels. */
export const calendarLocale: Locale = hindiCalendar;
