import type { PayoutAccount } from '../../../domain/schemas/payout-account.ts';
import { greeting, nameForMail } from '../../integrations/mail/greeting.ts';
import type { UserRow } from '../users/index.ts';

/**
 * Told on every save: where payouts go is what a thief with a session would change, so the holder
 * hears of it at once, at the address on the account.
 */
export function payoutAccountChangedMail(
  user: Pick<UserRow, 'email' | 'firstName'>,
  account: PayoutAccount,
  { first }: { first: boolean },
) {
  const what = first ? 'added' : 'changed';
  return {
    to: user.email,
    subject: `Your Basera payout account was ${what}`,
    text:
      `${greeting(user.firstName)}\n\n` +
      `The bank account your Basera payouts are paid to was just ${what}. From now on they go to account ` +
      `${account.accountNumberMasked} (IFSC ${account.ifsc}) in the name of ${nameForMail(account.accountHolderName)}.\n\n` +
      'If you did not do this, change your password at once with "Forgot password" on the sign-in page, ' +
      'then set your payout account again.\n',
  };
}
