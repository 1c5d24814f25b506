/**
 * The three cancellation policies (traveller §9) as the page states them; the full rule, with its
 * tables and examples, is docs/cancellation-policy.md.
 */
export type PolicyTerms = {
  name: 'Flexible' | 'Moderate' | 'Strict';
  summary: string;
  terms: string[];
};

export const policyTerms: PolicyTerms[] = [
  {
    name: 'Flexible',
    summary: 'For guests whose plans may change.',
    terms: [
      '100% refund of the nightly total if you cancel more than 24 hours before check-in',
      '50% refund if you cancel 24 hours or less before check-in',
      'No refund after check-in',
      'Cleaning and service fees refunded when you cancel before check-in',
    ],
  },
  {
    name: 'Moderate',
    summary: 'A balance between guest and host.',
    terms: [
      '100% refund of the nightly total if you cancel more than 5 days before check-in',
      '50% refund if you cancel within 5 days of check-in',
      'No refund after check-in',
      'Cleaning and service fees refunded when you cancel before check-in',
    ],
  },
  {
    name: 'Strict',
    summary: 'For hosts who need their dates to be firm.',
    terms: [
      '50% refund of the nightly total if you cancel more than 7 days before check-in',
      'No refund within 7 days of check-in',
      'Service fee non-refundable',
      'Cleaning fee refunded when you cancel before check-in',
    ],
  },
];
