import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

type Rows = { rows: Record<string, unknown>[] };
/** What pg-boss needs of a connection (its `db` option and the `db` of send). */
export type BossDb = { executeSql(text: string, values?: unknown[]): Promise<Rows> };

/** pg-boss's numbered parameters ($1, $2...) as one drizzle query, so any executor can run it (undefined is null to pg, not "nothing" as to drizzle). */
function asQuery(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** pg-boss on a caller's transaction: what it writes commits or rolls back with the caller's work. */
export function bossOnTransaction(tx: Executor): BossDb {
  return { executeSql: async (text, values) => (await tx.execute(asQuery(text, values))) as Rows };
}

type PgliteLike = {
  query(text: string, values?: unknown[]): Promise<Rows>;
  exec(text: string): Promise<Rows[]>;
};
type PoolLike = { query(text: string, values?: unknown[]): Promise<Rows> };

/**
 * pg-boss on Basera's own connection: the pg pool, or the one embedded PGlite. pg-boss sends some
 * commands as several statements without parameters (its maintenance), which PGlite runs only
 * through `exec`.
 */
export function bossOnDatabase(db: Executor): BossDb {
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  if ('exec' in client) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}

export type DeadJob = { id: string; name: string; error: string; failedAt: Date };

/** Jobs out of retries (pg-boss state `failed`), newest first. */
export async function deadJobs(db: Executor, limit: number): Promise<{ total: number; jobs: DeadJob[] }> {
  const result = await db.execute<{
    id: string;
    name: string;
    error: string | null;
    failed_at: string | Date;
    total: number;
  }>(sql`
    select id, name, coalesce(output->>'message', output::text) as error, completed_on as failed_at,
      count(*) over ()::int as total
    from pgboss.job where state = 'failed'
    order by completed_on desc limit ${limit}`);
  return {
    total: result.rows[0]?.total ?? 0,
    jobs: result.rows.map((r) => ({
      id: r.id,
      name: r.name,
      error: r.error ?? '',
      failedAt: new Date(r.failed_at),
    })),
  };
}

/**
 * Hands a dead job back to its queue for one more attempt, due now (pg-boss's own retry keeps the
 * last backoff's start time, up to hours away). False when no dead job has that id.
 */
export async function reviveDeadJob(db: Executor, id: string): Promise<boolean> {
  const result = await db.execute(sql`
    update pgboss.job set state = 'retry', retry_limit = retry_limit + 1, start_after = now()
    where id = ${id} and state = 'failed' returning id`);
  return result.rows.length > 0;
}
