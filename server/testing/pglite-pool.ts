import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, pgliteClient, pgliteHandle } from '../db/client.ts';
import { migratedPgliteImage } from './migrated-templates.ts';

/*
 * Fresh PGlite databases for the tests, from instances the worker has used before (decision 145).
 * A new instance from the migrated image costs about 1.4 core-s; emptying a used one costs a tenth of
 * that. A closed handle's instance is emptied (every table truncated, the session discarded) and kept
 * for the next file, unless its schema or settings no longer match the image's, or emptying it does
 * not finish within RESET_TIMEOUT_MS (a query left running); then it is closed. The image's tables
 * hold no rows, so an emptied instance is as the image left it.
 */

const KEPT_AT_MOST = 2;
const RESET_TIMEOUT_MS = 5_000;

const idle: PGlite[] = [];
/** Read once from the first instance: the image's schema fingerprint and the statement emptying it. */
let image: { fingerprint: string; truncate: string } | undefined;

/** What a test could change besides rows: tables, columns, constraints, indexes, functions, settings. */
const FINGERPRINT = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select 'r:' || c.relname || ':' || c.relkind::text || ':' || c.relnatts::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
    union all select 'a:' || attrelid::regclass || ':' || attname || ':' || format_type(atttypid, atttypmod)
      || ':' || attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where attrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p'))
        and attnum > 0 and not attisdropped
    union all select 'c:' || conrelid::regclass || ':' || conname || ':' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all select 'i:' || indexdef from pg_indexes where schemaname = 'public'
    union all select 't:' || tgname from pg_trigger where not tgisinternal
    union all select 'f:' || proname || ':' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
    union all select 's:' || array_to_string(setconfig, ',') from pg_db_role_setting
  ) items`;

async function fingerprintOf(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!.fingerprint;
}

async function newInstance(): Promise<PGlite> {
  const client = await pgliteClient(undefined, await migratedPgliteImage());
  if (!image) {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(relname) as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
    );
    const names = tables.rows.map((row) => row.name).join(', ');
    image = {
      fingerprint: await fingerprintOf(client),
      truncate: names ? `TRUNCATE ${names} RESTART IDENTITY CASCADE` : 'SELECT 1',
    };
  }
  return client;
}

/**
 * Empties a used instance; true if it is as the image left it and may be used again. A table a test
 * added changes the fingerprint, and one it dropped fails the TRUNCATE: either way it is not reused.
 */
async function emptied(client: PGlite): Promise<boolean> {
  if (!image) return false;
  await client.exec(image.truncate);
  // Session state: settings, advisory locks, LISTENs, prepared statements, temporary tables.
  await client.exec('DISCARD ALL');
  return (await fingerprintOf(client)) === image.fingerprint;
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
