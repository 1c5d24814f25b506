import { sql } from 'drizzle-orm';
import type { ConversationReport } from '../../../domain/schemas/messages.ts';
import type { Executor } from '../../db/client.ts';

/** The messages an admin reads of a reported conversation: the newest this many. */
const REPORTED_MESSAGES = 200;

/** A person as the admin's users list names them: first and last name, else the e-mail. */
const personOf = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'email', ${alias}.email, 'name',
    coalesce(nullif(concat_ws(' ', nullif(${alias}.first_name, ''), nullif(${alias}.last_name, '')), ''), ${alias}.email))`);

/**
 * Reports, newest first, each with its conversation and messages (oldest first) as an admin reads
 * them: the only read that selects `original_body`, what the contact-details rule hid.
 */
export async function reportsWithConversations(db: Executor, limit: number): Promise<ConversationReport[]> {
  const result = await db.execute<{ report: ConversationReport }>(sql`
    select json_build_object(
      'id', r.id, 'reason', r.reason, 'reportedAt', r.created_at,
      'reporter', ${personOf('reporter')},
      'conversation', json_build_object(
        'id', c.id,
        'property', json_build_object('id', p.id, 'title', p.title),
        'guest', ${personOf('guest')},
        'host', ${personOf('host')},
        'messages', coalesce((
          select json_agg(json_build_object(
            'id', m.id, 'kind', m.kind,
            'from', case when m.sender_id is null then 'system'
              when m.sender_id = c.guest_id then 'guest' else 'host' end,
            'body', m.body, 'originalBody', m.original_body, 'sentAt', m.created_at
          ) order by m.created_at, m.id)
          from (select * from messages where conversation_id = c.id
            order by created_at desc, id desc limit ${REPORTED_MESSAGES}) m
        ), '[]'::json)
      )
    ) as report
    from conversation_reports r
    join conversations c on c.id = r.conversation_id
    join properties p on p.id = c.property_id
    join users guest on guest.id = c.guest_id
    join users host on host.id = c.host_id
    left join users reporter on reporter.id = r.reporter_id
    order by r.created_at desc, r.id desc
    limit ${limit}
  `);
  return result.rows.map((row) => row.report);
}
