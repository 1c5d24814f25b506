import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { makeProperty, makeUser } from '../testing/factories.ts';
import { testEngines, withClient } from '../testing/test-database.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { migrationsFolder } from './migrate.ts';

// Migration 0030 (decision 115): the entries saved before named lists are kept, each traveller's in
// one default list named in their language.

/** The migrations folder as it was before 0030. */
function foldersBeforeLists(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'basera-before-lists-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0030_'));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

async function emptyDatabase(engine: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openPglite();
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `basera_lists_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const handle = await openPostgres(Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString());
  return {
    ...handle,
    async close() {
      await handle.close();
      await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

describe.each(testEngines)('migration 0030 on %s', (engine) => {
  const before = foldersBeforeLists();
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('moves every saved stay into one default list per traveller, keeping its date', {
    timeout: 120_000,
  }, async () => {
    const handle = await emptyDatabase(engine);
    try {
      const { db } = handle;
      if (engine === 'pglite')
        await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: before });
      else await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder: before });

      const asha = await makeUser(db);
      const ravi = await makeUser(db);
      await db.execute(sql`update users set language = 'hi' where id = ${ravi.id}`);
      const beach = await makeProperty(db, { title: 'Beach hut' });
      const hill = await makeProperty(db, { title: 'Hill cottage' });
      await db.execute(sql`insert into wishlist_entries (user_id, property_id, created_at) values
        (${asha.id}, ${beach.id}, '2027-01-05T10:00:00Z'), (${asha.id}, ${hill.id}, '2027-02-01T10:00:00Z'),
        (${ravi.id}, ${hill.id}, '2027-03-01T10:00:00Z')`);

      await handle.migrate();

      const lists = await db.execute(sql`
        select w.user_id, w.name, w.created_at = min(e.created_at) as dated_by_first,
          array_agg(e.property_id order by e.created_at) as stays, count(*)::int as n
        from wishlists w join wishlist_entries e on e.wishlist_id = w.id
        group by w.id order by w.name`);
      expect(lists.rows).toEqual([
        { user_id: asha.id, name: 'My wishlist', dated_by_first: true, stays: [beach.id, hill.id], n: 2 },
        { user_id: ravi.id, name: 'मेरी विशलिस्ट', dated_by_first: true, stays: [hill.id], n: 1 },
      ]);
      const kept = await db.execute(sql`select count(*)::int as n from wishlist_entries`);
      expect(kept.rows[0]).toEqual({ n: 3 });
    } finally {
      await handle.close();
    }
  });
});
