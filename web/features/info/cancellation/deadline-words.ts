import { m } from '#i18n/messages.js';
import { type RefundRule, refundDeadlineWords } from '../../../../domain/rules/refund-quote.ts';

/**
 * How long before check-in a rule's better refund ends, in the page's language: "24 hours", "5 days"
 * ("24 घंटे", "5 दिन" in Hindi). The figure is the refund rule's own (refundDeadlineWords in
 * domain/rules/refund-quote.ts), never copied; only its words are the catalogue's.
 */
export function deadlineText(rule: RefundRule): string {
  const words = refundDeadlineWords(rule);
  const match = /^(\d+) (hours|days)$/.exec(words);
  if (!match) return words;
  const count = Number(match[1]);
  return match[2] === 'days' ? m.info_deadline_days({ count }) : m.info_deadline_hours({ count });
}
