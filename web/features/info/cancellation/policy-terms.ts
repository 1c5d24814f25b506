import { m } from '#i18n/messages.js';
import { deadlineText } from './deadline-words.ts';

// The deadlines come from the refund rule itself (domain/rules/refund-quote.ts), never copied here.
const flexible = deadlineText('Flexible');
const moderate = deadlineText('Moderate');
const strict = deadlineText('Strict');

/**
 * The three cancellation policies (traveller §9) as the page states them; the full rule, with its
 * tables and examples, is docs/cancellation-policy.md. `name` is the policy as the API names it,
 * `label` its name on the page.
 */
export type PolicyTerms = {
  name: 'Flexible' | 'Moderate' | 'Strict';
  label: string;
  /** The name of its list of terms, for screen readers ("Flexible terms"). */
  termsLabel: string;
  summary: string;
  terms: string[];
};

export const policyTerms: PolicyTerms[] = [
  {
    name: 'Flexible',
    label: m.info_policy_flexible(),
    termsLabel: m.info_policy_flexible_terms_label(),
    summary: m.info_policy_flexible_summary(),
    terms: [
      m.info_policy_full_refund_more_than({ deadline: flexible }),
      m.info_policy_half_refund_or_less({ deadline: flexible }),
      m.info_policy_no_refund_after(),
      m.info_policy_fees_refunded(),
    ],
  },
  {
    name: 'Moderate',
    label: m.info_policy_moderate(),
    termsLabel: m.info_policy_moderate_terms_label(),
    summary: m.info_policy_moderate_summary(),
    terms: [
      m.info_policy_full_refund_more_than({ deadline: moderate }),
      m.info_policy_half_refund_within({ deadline: moderate }),
      m.info_policy_no_refund_after(),
      m.info_policy_fees_refunded(),
    ],
  },
  {
    name: 'Strict',
    label: m.info_policy_strict(),
    termsLabel: m.info_policy_strict_terms_label(),
    summary: m.info_policy_strict_summary(),
    terms: [
      m.info_policy_half_refund_more_than({ deadline: strict }),
      m.info_policy_no_refund_within({ deadline: strict }),
      m.info_policy_service_fee_non_refundable(),
      m.info_policy_cleaning_fee_refunded(),
    ],
  },
];
