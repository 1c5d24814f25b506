import { format } from 'date-fns';
import { dateLocale, pageLanguage } from '../../../lib/language.ts';

/** The day the privacy policy, terms of service and cookie policy last changed (traveller §9). */
const legalChangedOn = new Date(2025, 7, 4);

/** That day as the pages write it: "August 4, 2025"; in Hindi "4 अगस्त 2025". */
export const legalLastUpdated = format(
  legalChangedOn,
  pageLanguage === 'hi' ? 'd MMMM yyyy' : 'MMMM d, yyyy',
  {
    locale: dateLocale,
  },
);
