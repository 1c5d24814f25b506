/** The day the privacy policy, terms of service and cookie policy last changed (traveller §9). */
export const legalLastUpdated = 'August 4, 2025';
