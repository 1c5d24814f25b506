import type { FastifyInstance } from 'fastify';
import type { PayoutAnswer } from '../../domain/schemas/payouts.ts';
import type { Executor } from '../db/client.ts';
import { makeSession, makeUser } from './factories.ts';

/** A host (an owner, signed in) with the factories' password. */
export async function signedInHost(db: Executor) {
  const user = await makeUser(db, { role: 'owner' });
  return { id: user.id, email: user.email, cookie: (await makeSession(db, user.id)).cookie };
}

let clients = 0;

/** PUT /api/owner/payout-account as the host (each call from its own address); throws unless 200. */
export async function addPayoutAccount(app: FastifyInstance, host: { cookie: string }) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/owner/payout-account',
    headers: { cookie: host.cookie, 'x-forwarded-for': `10.23.0.${++clients % 250}` },
    payload: {
      accountHolderName: 'Asha Verma',
      ifsc: 'HDFC0001234',
      accountNumber: '50100123456789',
      currentPassword: 'Secret123',
    },
  });
  if (res.statusCode !== 200) throw new Error(`payout-account: ${res.statusCode} ${res.body}`);
}

/** GET /api/owner/payouts as the host; throws unless 200. */
export async function ownPayouts(app: FastifyInstance, host: { cookie: string }): Promise<PayoutAnswer[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/owner/payouts',
    headers: { cookie: host.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`payouts: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The release instant of a stay checking in on `date` at 14:00 in India, `hours` later. */
export const indiaCheckInPlus = (date: string, hours: number) =>
  new Date(Date.parse(`${date}T14:00:00+05:30`) + hours * 3_600_000).toISOString();
