import { m } from '#i18n/messages.js';
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
      return { label: m.host_linked_active(), tone: 'green', note: m.host_linked_active_note() };
    case 'requested':
    case 'under_review':
      return {
        label: m.host_linked_verifying(),
        tone: 'yellow',
        note: m.host_linked_verifying_note(),
      };
    case 'needs_clarification':
      return {
        label: m.host_linked_needs_details(),
        tone: 'yellow',
        note: m.host_linked_needs_details_note(),
      };
    case 'suspended':
      return {
        label: m.host_linked_suspended(),
        tone: 'grey',
        note: m.host_linked_suspended_note(),
      };
  }
}
