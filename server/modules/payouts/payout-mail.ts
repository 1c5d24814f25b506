import { m } from '#i18n/messages.js';
import { formatRupees, type Paise } from '../../../domain/money.ts';
import type { Language } from '../../../domain/rules/language/languages.ts';
import { greeting } from '../../integrations/mail/greeting.ts';

/**
 * A transfer the bank refused: the host fixes their account, and saving it sends the payout again.
 * `reason` is the bank's words; without them the mail says the bank refused it.
 */
export function payoutFailedMail(
  host: { email: string; firstName: string | null; language: Language },
  payout: { netPaise: Paise },
  reason: string | null,
) {
  const options = { locale: host.language };
  const why = reason ?? m.mail_payout_failed_default_reason({}, options);
  return {
    to: host.email,
    subject: m.mail_payout_failed_subject({}, options),
    text:
      `${greeting(host.firstName, host.language)}\n\n` +
      `${m.mail_payout_failed_intro({ amount: formatRupees(payout.netPaise, host.language), reason: why }, options)}\n\n` +
      `${m.mail_payout_failed_fix({}, options)}\n`,
  };
}
