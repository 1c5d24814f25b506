import { sql } from 'drizzle-orm';
import { INDIA_TIME_ZONE } from '../../../domain/rules/stay-clock.ts';
import { users } from '../../db/schema.ts';

/** The date an owner joined Basera, as India reads the calendar: 'YYYY-MM-DD'. */
export const memberSince = sql<string>`to_char(${users.createdAt} at time zone ${INDIA_TIME_ZONE}, 'YYYY-MM-DD')`;
