import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/** The date an owner joined Basera, as India reads the calendar: 'YYYY-MM-DD'. */
export const memberSince = sql<string>`to_char(${users.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
