import { z } from 'zod';

// The admin dashboard (admin-and-host §2 Dashboard overview, §3 Admin stats).

/** Counts from the data; "this month" is the calendar month in India (Asia/Kolkata). */
export const adminStats = z.object({
  totalProperties: z.number().int(),
  newPropertiesThisMonth: z.number().int(),
  totalUsers: z.number().int(),
  newUsersThisMonth: z.number().int(),
  pendingApprovals: z.number().int(),
  totalBookings: z.number().int(),
  newBookingsThisMonth: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;

export const activityKind = z.enum(['listing_submitted', 'booking_made', 'user_joined', 'refund_failed']);
export type ActivityKind = z.infer<typeof activityKind>;

/** One recent event, newest first; `text` is the sentence the dashboard shows. */
export const activityItem = z.object({
  kind: activityKind,
  at: z.string(),
  text: z.string(),
  /** Where the admin can act on it, when there is such a page (e.g. /admin/properties?status=pending). */
  href: z.string().nullable(),
});
export const adminActivity = z.array(activityItem);
export type ActivityItem = z.infer<typeof activityItem>;

export const systemCheckName = z.enum(['Database', 'Storage', 'Payments', 'Mail outbox', 'Job queue']);

/** A background job that ran out of retries (decision 75): the admin may hand it back to the queue. */
export const deadJob = z.object({
  id: z.uuid(),
  /** The job's name, e.g. `mail.deliver` or `holds.expire`. */
  name: z.string(),
  /** Its last error. */
  error: z.string(),
  /** When its last attempt failed. */
  failedAt: z.iso.datetime({ offset: true }),
});
export type DeadJob = z.infer<typeof deadJob>;

/** A live check; `detail` says what was found ("reachable", "test mode", "3 waiting"). */
export const systemCheck = z.object({
  name: systemCheckName,
  status: z.enum(['ok', 'warning', 'down']),
  detail: z.string(),
  /** The job queue's check only: its dead jobs, newest first (at most 20). */
  deadJobs: z.array(deadJob).optional(),
});
export const systemStatus = z.array(systemCheck);
export type SystemCheck = z.infer<typeof systemCheck>;
