import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasStayEnded, isStayToCome, isUpcomingStay, listingToday } from '../../domain/rules/stay-clock.ts';
import { type Engine, freshDatabase, testEngines } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { endedStaySql, listingTodaySql, stayToComeSql, upcomingStaySql } from './stay-clock.ts';

const ZONES = ['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'];
// Around India's midnight, and a daylight-saving change in Los Angeles.
const INSTANTS = [
  '2026-11-30T18:29:59Z',
  '2026-11-30T18:30:00Z',
  '2026-11-01T09:30:00Z',
  '2027-01-01T00:00:00Z',
];
const DATES = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];

describe.each(testEngines)('the stay clock in SQL agrees with the domain rule (%s)', (engine: Engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(engine);
  });
  afterAll(() => handle.close());

  it('answers the same today, upcoming, ended and to-come for every zone, instant and date', async () => {
    const fromSql: string[] = [];
    const fromDomain: string[] = [];
    for (const zone of ZONES) {
      for (const instant of INSTANTS) {
        const now = new Date(instant);
        const today = listingToday(zone, now);
        for (const date of DATES) {
          const d = sql`${date}::date`;
          const z = sql`${zone}::text`;
          const { rows } = await handle.db.execute<{
            today: string;
            up: boolean;
            ended: boolean;
            come: boolean;
          }>(
            sql`select ${listingTodaySql(now, z)}::text as today, ${upcomingStaySql(now, d, z)} as up,
              ${endedStaySql(now, d, z)} as ended, ${stayToComeSql(now, d, z)} as come`,
          );
          const row = rows[0]!;
          fromSql.push(`${zone} ${instant} ${date}: ${row.today} ${row.up} ${row.ended} ${row.come}`);
          fromDomain.push(
            `${zone} ${instant} ${date}: ${today} ${isUpcomingStay(date, today)} ${hasStayEnded(date, today)} ${isStayToCome(date, today)}`,
          );
        }
      }
    }
    expect(fromSql).toEqual(fromDomain);
  });
});
