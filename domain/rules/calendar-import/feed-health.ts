// When a host hears that a calendar feed stopped syncing (issue 27 §3, decision 107).

/** Hours without a good read after which the host is told, once until the feed reads again. */
export const STALE_AFTER_HOURS = 6;

export type FeedHealth = {
  createdAt: Date;
  lastGoodSyncAt: Date | null;
  staleWarnedAt: Date | null;
};

/**
 * Whether to warn the host now: the last good read (or, never read, the feed's adding) is
 * STALE_AFTER_HOURS old or more, and no warning went out since it.
 */
export function warnsStale(feed: FeedHealth, now: Date): boolean {
  if (feed.staleWarnedAt) return false;
  const since = feed.lastGoodSyncAt ?? feed.createdAt;
  return now.getTime() - since.getTime() >= STALE_AFTER_HOURS * 3_600_000;
}
