import { refundDeadlineWords } from '../../../../domain/rules/refund-quote.ts';

// The deadlines come from the refund rule itself (domain/rules/refund-quote.ts), never copied here.
const flexible = refundDeadlineWords('Flexible');
const moderate = refundDeadlineWords('Moderate');
const strict = refundDeadlineWords('Strict');

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
      `100% refund of the nightly total if you cancel more than ${flexible} before check-in`,
      `50% refund if you cancel ${flexible} or less before check-in`,
      'No refund after check-in',
      'Cleaning and service fees refunded when you cancel before check-in',
    ],
  },
  {
    name: 'Moderate',
    summary: 'A balance between guest and host.',
    terms: [
      `100% refund of the nightly total if you cancel more than ${moderate} before check-in`,
      `50% refund if you cancel within ${moderate} of check-in`,
      'No refund after check-in',
      'Cleaning and service fees refunded when you cancel before check-in',
    ],
  },
  {
    name: 'Strict',
    summary: 'For hosts who need their dates to be firm.',
    terms: [
      `50% refund of the nightly total if you cancel more than ${strict} before check-in`,
      `No refund within ${strict} of check-in`,
      'Service fee non-refundable',
      'Cleaning fee refunded when you cancel before check-in',
    ],
  },
];
