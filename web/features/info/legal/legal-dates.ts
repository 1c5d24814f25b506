import { formatDate } from '../../../lib/formatters.ts';

/** The day the privacy policy, terms of service and cookie policy last changed (traveller §9). */
const legalChangedOn = new Date(2025, 7, 4);

/** That day as every date on the site reads: "4 Aug 2025"; in Hindi "4 अगस्त 2025". */
export const legalLastUpdated = formatDate(legalChangedOn.toISOString());
