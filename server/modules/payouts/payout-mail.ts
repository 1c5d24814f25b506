import { formatRupees, type Paise } from '../../../domain/money.ts';
import { greeting } from '../../integrations/mail/greeting.ts';

/** A transfer the bank refused: the host fixes their account, and saving it sends the payout again. */
export function payoutFailedMail(
  host: { email: string; firstName: string | null },
  payout: { netPaise: Paise },
  reason: string,
) {
  return {
    to: host.email,
    subject: 'Your Basera payout could not be paid',
    text:
      `${greeting(host.firstName)}\n\n` +
      `We could not pay ${formatRupees(payout.netPaise)} to your payout account: ${reason}\n\n` +
      'Please check your payout account on Basera (Host dashboard → Payout account) and save it again. ' +
      'Your payout is sent again as soon as you do.\n',
  };
}
