import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The dashboard's counts in one round trip; `since` is when this month began in India. */
export async function countsSince(db: Executor, since: Date) {
  const at = since.toISOString();
  const result = await db.execute<{
    total_properties: number;
    new_properties: number;
    pending_approvals: number;
    total_users: number;
    new_users: number;
    total_bookings: number;
    new_bookings: number;
  }>(sql`
    select
      (select count(*)::int from properties) as total_properties,
      (select count(*)::int from properties where created_at >= ${at}::timestamptz) as new_properties,
      (select count(*)::int from properties where status = 'pending') as pending_approvals,
      (select count(*)::int from users) as total_users,
      (select count(*)::int from users where created_at >= ${at}::timestamptz) as new_users,
      (select count(*)::int from bookings) as total_bookings,
      (select count(*)::int from bookings where created_at >= ${at}::timestamptz) as new_bookings`);
  return result.rows[0]!;
}

export type ActivityRow = {
  kind: 'listing_submitted' | 'booking_made' | 'user_joined' | 'refund_failed';
  at: Date | string;
  subject: string | null;
  person: string | null;
  email: string | null;
};

const personName = (u: string) =>
  sql.raw(`nullif(trim(coalesce(${u}.first_name, '') || ' ' || coalesce(${u}.last_name, '')), '')`);

/** The newest events of each kind, `limit` of each; the service merges them. */
export async function recentEvents(db: Executor, limit: number): Promise<ActivityRow[]> {
  const result = await db.execute<ActivityRow>(sql`
    (select 'listing_submitted' as kind, p.created_at as at, p.title as subject,
        ${personName('o')} as person, o.email
      from properties p join users o on o.id = p.owner_id
      where p.status <> 'draft' order by p.created_at desc limit ${limit})
    union all
    (select 'booking_made', b.created_at, p.title, ${personName('g')}, g.email
      from bookings b join properties p on p.id = b.property_id join users g on g.id = b.guest_id
      order by b.created_at desc limit ${limit})
    union all
    (select 'user_joined', u.created_at, null, ${personName('u')}, u.email
      from users u order by u.created_at desc limit ${limit})
    union all
    (select 'refund_failed', coalesce(r.last_attempt_at, r.created_at), p.title, ${personName('g')}, g.email
      from refunds r join bookings b on b.id = r.booking_id
      join properties p on p.id = b.property_id join users g on g.id = b.guest_id
      where r.status = 'failed' order by coalesce(r.last_attempt_at, r.created_at) desc limit ${limit})`);
  return result.rows;
}

/** Mail waiting to go out, and mail that gave up. */
export async function outboxBacklog(db: Executor) {
  const result = await db.execute<{
    waiting: number;
    failed: number;
    oldest_waiting: Date | string | null;
  }>(sql`
    select count(*) filter (where status in ('pending', 'sending'))::int as waiting,
      count(*) filter (where status = 'failed')::int as failed,
      min(created_at) filter (where status in ('pending', 'sending')) as oldest_waiting
    from mail_outbox`);
  return result.rows[0]!;
}
