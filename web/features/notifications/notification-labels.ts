import {
  Bell,
  CalendarCheck,
  IndianRupee,
  type LucideIcon,
  MessageCircle,
  ShieldAlert,
  Star,
  Store,
} from 'lucide-react';

// The words of /notifications (issue 26 §4; decision 100).

export const EMPTY_TITLE = 'No notifications yet';
export const EMPTY_TEXT = 'Bookings, messages, payments and reviews that need you will show here.';

/** The icon beside a notification, by what its kind is about. */
export function iconOf(kind: string): LucideIcon {
  if (kind.startsWith('booking_')) return CalendarCheck;
  if (kind === 'new_message') return MessageCircle;
  if (kind.startsWith('payout_') || kind.startsWith('refund_')) return IndianRupee;
  if (kind.startsWith('review_') || kind === 'host_response') return Star;
  if (kind.startsWith('listing_')) return Store;
  if (['warning', 'suspension', 'ban', 'sanction_lifted'].includes(kind)) return ShieldAlert;
  return Bell;
}

/** A link the app can follow itself (a path of this site); anything else is not followed. */
export const inAppLink = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : null);
