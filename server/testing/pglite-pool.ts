import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, pgliteClient, pgliteHandle } from '../db/client.ts';
import { migratedPgliteImage } from './migrated-templates.ts';

/*
 * Fresh PGlite databases for the tests, from instances the worker has used before (decision 145).
 * A new instance from the migrated image costs about 1.4 core-s; emptying a used one costs a tenth of
 * that. A closed handle's instance is emptied (every table the image left empty is truncated, the
 * session discarded) and kept for the next file, unless its schema, settings or the rows the image
 * holds (the migrations' journal, pg-boss's queues) no longer match the image's, or emptying it does
 * not finish within RESET_TIMEOUT_MS (a query left running); then it is closed. pg-boss's jobs are
 * emptied too: a job a file left behind would otherwise be fetched by the next file's queue.
 */

const KEPT_AT_MOST = 2;
const RESET_TIMEOUT_MS = 5_000;

const idle: PGlite[] = [];
/**
 * Read once from the first instance: the statement emptying an instance, the one that fingerprints
 * it, and the image's fingerprint.
 */
let image: { truncate: string; fingerprintQuery: string; fingerprint: string } | undefined;

/**
 * Whether the schema named in `column` is Basera's: its own tables, the migrations' journal (drizzle)
 * and the job queue (pgboss), not PostgreSQL's catalogues.
 */
const ours = (column = 'n.nspname') =>
  `${column} not in ('pg_catalog', 'information_schema') and ${column} not like 'pg\\_%'`;

/**
 * What a test could change besides the rows of an empty table: tables, columns, constraints, indexes,
 * functions, settings, and the rows of the tables the image does not leave empty (`kept`).
 */
const fingerprintQuery = (kept: string[]) => `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select 'r:' || c.oid::regclass || ':' || c.relkind::text || ':' || c.relnatts::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${ours()}
    union all select 'a:' || attrelid::regclass || ':' || attname || ':' || format_type(atttypid, atttypmod)
      || ':' || attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where attrelid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where ${ours()} and c.relkind in ('r', 'p'))
        and attnum > 0 and not attisdropped
    union all select 'c:' || conrelid::regclass || ':' || conname || ':' || pg_get_constraintdef(p.oid)
      from pg_constraint p join pg_namespace n on n.oid = p.connamespace where ${ours()}
    union all select 'i:' || indexdef from pg_indexes where ${ours('schemaname')}
    union all select 't:' || tgname from pg_trigger where not tgisinternal
    union all select 'f:' || proname || ':' || md5(prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${ours()}
    union all select 's:' || array_to_string(setconfig, ',') from pg_db_role_setting
    ${kept.map((table) => `union all select 'k:${table}:' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${table} t`).join('\n    ')}
  ) items`;

async function fingerprintOf(client: PGlite, query: string): Promise<string> {
  return (await client.query<{ fingerprint: string }>(query)).rows[0]!.fingerprint;
}

/** The image's tables (partitions are emptied with their parent), each with whether it holds rows. */
async function imageTables(client: PGlite): Promise<{ name: string; empty: boolean }[]> {
  const tables = await client.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${ours()} and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  const found = [];
  for (const { name } of tables.rows) {
    const rows = await client.query(`select 1 from ${name} limit 1`);
    found.push({ name, empty: rows.rows.length === 0 });
  }
  return found;
}

async function newInstance(): Promise<PGlite> {
  const client = await pgliteClient(undefined, await migratedPgliteImage());
  if (!image) {
    const tables = await imageTables(client);
    const emptied = tables.filter((t) => t.empty).map((t) => t.name);
    const query = fingerprintQuery(tables.filter((t) => !t.empty).map((t) => t.name));
    image = {
      truncate: emptied.length > 0 ? `TRUNCATE ${emptied.join(', ')} RESTART IDENTITY CASCADE` : 'SELECT 1',
      fingerprintQuery: query,
      fingerprint: await fingerprintOf(client, query),
    };
  }
  return client;
}

/**
 * Empties a used instance; true if it is as the image left it and may be used again. A table a test
 * added or a row it changed in a kept table changes the fingerprint, and a table it dropped fails the
 * TRUNCATE: either way it is not reused.
 */
async function emptied(client: PGlite): Promise<boolean> {
  if (!image) return false;
  await client.exec(image.truncate);
  // Session state: settings, advisory locks, LISTENs, prepared statements, temporary tables.
  await client.exec('DISCARD ALL');
  return (await fingerprintOf(client, image.fingerprintQuery)) === image.fingerprint;
}

async function release(client: PGlite): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), RESET_TIMEOUT_MS);
  });
  const outcome = await Promise.race([emptied(client).catch(() => false), timedOut]);
  clearTimeout(timer);
  if (outcome === true && idle.length < KEPT_AT_MOST) idle.push(client);
  // A query still running holds the instance: its close waits for it, so the file does not.
  else if (outcome === 'timed out') void client.close().catch(() => {});
  else await client.close().catch(() => {});
}

/**
 * A fresh migrated PGlite database. Its handle reaches the instance through a revocable proxy: after
 * close(), a query the test left behind fails as on a closed database, never lands in the next file's.
 */
export async function pooledPglite(): Promise<DatabaseHandle> {
  const client = idle.pop() ?? (await newInstance());
  const { proxy, revoke } = Proxy.revocable(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  let closed: Promise<void> | undefined;
  return pgliteHandle(proxy, () => {
    closed ??= (async () => {
      revoke();
      await release(client);
    })();
    return closed;
  });
}
