import type { LinkedAccountStatus } from '../../../../domain/schemas/payout-account.ts';
import type { BadgeTone } from '../../../components/ui/status-badge.tsx';

/** The linked account's state at the payment partner, as the host reads it. */
export function linkedStatusText(status: LinkedAccountStatus): {
  label: string;
  tone: BadgeTone;
  note: string;
} {
  switch (status) {
    case 'activated':
      return { label: 'Active', tone: 'green', note: 'Your payouts are paid to this account.' };
    case 'requested':
    case 'under_review':
      return {
        label: 'Being verified',
        tone: 'yellow',
        note: 'Our payment partner is checking this account. Payouts wait until it is verified.',
      };
    case 'needs_clarification':
      return {
        label: 'Needs details',
        tone: 'yellow',
        note: 'Our payment partner needs more details about this account. Payouts wait until they have them.',
      };
    case 'suspended':
      return {
        label: 'Suspended',
        tone: 'grey',
        note: 'Payouts to this account are paused. Contact us to resume them.',
      };
  }
}
