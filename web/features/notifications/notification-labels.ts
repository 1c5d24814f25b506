import {
  BadgeCheck,
  BadgeIndianRupee,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarSync,
  CalendarX,
  CalendarX2,
  CircleAlert,
  FileX,
  type LucideIcon,
  MessageCircle,
  MessageSquareReply,
  ReceiptIndianRupee,
  ShieldAlert,
  ShieldBan,
  ShieldCheck,
  Star,
  TriangleAlert,
} from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { NotificationItem } from '../../api/notifications.ts';

// The words of /notifications (issue 26 §4; decision 100).

export const EMPTY_TITLE = m.notifications_empty_title();
export const EMPTY_TEXT = m.notifications_empty_text();

/**
 * The icon beside a notification, one for every kind the server writes (NOTIFICATION_KINDS): a new
 * kind without an icon is a type error here, not a blank circle on the page.
 */
export const KIND_ICONS: Record<NotificationItem['kind'], LucideIcon> = {
  booking_requested: CalendarPlus,
  booking_accepted: CalendarCheck,
  booking_declined: CalendarX,
  booking_confirmed: CalendarCheck,
  booking_cancelled: CalendarX,
  booking_expired: CalendarClock,
  refund_processed: ReceiptIndianRupee,
  payout_released: BadgeIndianRupee,
  payout_failed: CircleAlert,
  new_message: MessageCircle,
  review_received: Star,
  host_response: MessageSquareReply,
  listing_approved: BadgeCheck,
  listing_rejected: FileX,
  warning: TriangleAlert,
  suspension: ShieldAlert,
  ban: ShieldBan,
  sanction_lifted: ShieldCheck,
  calendar_clash: CalendarX2,
  calendar_stale: CalendarSync,
};

/** A link the app can follow itself (a path of this site); anything else is not followed. */
export const inAppLink = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : null);
