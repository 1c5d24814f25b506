/**
 * Every named job on Basera's one queue (pg-boss, decision 75), with its retry policy and, for
 * scheduled work, its period. Adding a queue needs a migration too (0018 creates these): a process
 * may only send to a queue that exists in the database.
 */
export const JOB_NAMES = [
  'mail.deliver',
  'holds.expire',
  'requests.expire',
  'refunds.retry',
  'stays.complete',
  'uploads.sweep',
  'sessions.clean-up',
  'reset-tokens.clean-up',
  'attempt-counters.clean-up',
  'verification-links.clean-up',
  'payouts.release',
  'notifications.mail',
  'calendar-imports.sync',
] as const;

export type JobName = (typeof JOB_NAMES)[number];

export type QueuePolicy = {
  /** Attempts after the first before the job lands dead (pg-boss state `failed`). */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each one after. */
  retryDelay: number;
  retryBackoff: true;
  /**
   * A job active this long (its worker was killed) is failed and retried by the supervisor: the
   * queue's own value (migration 0018); every job is sent with JOB_TIMEOUT_SECONDS instead (decision 80).
   */
  expireInSeconds: number;
};

const sweepPolicy: QueuePolicy = { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 };

export const QUEUE_POLICIES: Record<JobName, QueuePolicy> = {
  // Five tries over about a quarter of an hour (30 s, 1, 2, 4, 8 min), as the outbox did (decision 15).
  'mail.deliver': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  'holds.expire': sweepPolicy,
  'requests.expire': sweepPolicy,
  'refunds.retry': sweepPolicy,
  'stays.complete': sweepPolicy,
  'uploads.sweep': sweepPolicy,
  'sessions.clean-up': sweepPolicy,
  'reset-tokens.clean-up': sweepPolicy,
  'attempt-counters.clean-up': sweepPolicy,
  'verification-links.clean-up': sweepPolicy,
  'payouts.release': sweepPolicy,
  'notifications.mail': sweepPolicy,
  'calendar-imports.sync': sweepPolicy,
};

/** Scheduled work: a cron period each. pg-boss sends one job per period whatever the instances. */
export const SCHEDULES: Partial<Record<JobName, string>> = {
  // Every minute: payment holds last BOOKING_HOLD_MINUTES (each hold also has its own delayed job).
  'holds.expire': '* * * * *',
  'requests.expire': '* * * * *',
  'refunds.retry': '* * * * *',
  'stays.complete': '* * * * *',
  'uploads.sweep': '* * * * *',
  'sessions.clean-up': '* * * * *',
  'reset-tokens.clean-up': '* * * * *',
  'attempt-counters.clean-up': '* * * * *',
  'verification-links.clean-up': '* * * * *',
  // Every minute: payouts held until PAYOUT_HOLD_HOURS after check-in are transferred (decision 92).
  'payouts.release': '* * * * *',
  // Every minute: new-message notifications unread 10 minutes after they were written are mailed (decision 98).
  'notifications.mail': '* * * * *',
  // Every minute: feeds last tried CALENDAR_IMPORT_MINUTES ago or more are fetched again (decision 107).
  'calendar-imports.sync': '* * * * *',
};
