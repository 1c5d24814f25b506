import { m } from '#i18n/messages.js';
import type { PayoutAccount } from '../../../domain/schemas/payout-account.ts';
import { greeting, nameForMail } from '../../integrations/mail/greeting.ts';
import type { UserRow } from '../users/index.ts';

/**
 * Told on every save: where payouts go is what a thief with a session would change, so the holder
 * hears of it at once, at the address on the account, in their language.
 */
export function payoutAccountChangedMail(
  user: Pick<UserRow, 'email' | 'firstName' | 'language'>,
  account: PayoutAccount,
  { first }: { first: boolean },
) {
  const options = { locale: user.language };
  const where = {
    account: account.accountNumberMasked,
    ifsc: account.ifsc,
    holder: nameForMail(account.accountHolderName),
  };
  return {
    to: user.email,
    subject: first
      ? m.mail_payout_account_added_subject({}, options)
      : m.mail_payout_account_changed_subject({}, options),
    text:
      `${greeting(user.firstName, user.language)}\n\n` +
      `${first ? m.mail_payout_account_added_body(where, options) : m.mail_payout_account_changed_body(where, options)}\n\n` +
      `${m.mail_payout_account_not_you({}, options)}\n`,
  };
}
