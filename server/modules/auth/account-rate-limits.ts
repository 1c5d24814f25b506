import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitAttempts } from './attempt-limits.service.ts';

export type AccountAction =
  | 'verify-email-send'
  | 'verify-email'
  | 'password-change'
  | 'email-change'
  | 'payout-account';

/**
 * Limits on account actions, counted in the database like the sign-in limits (decision 24): every
 * attempt per client address (five times RATE_LIMIT_MAX) and, for a signed-in caller, per account
 * (RATE_LIMIT_MAX): a stolen session can guess the current password only so often, and cannot
 * flood a mailbox with verification mail.
 */
export function accountRateLimits(app: FastifyInstance, action: AccountAction) {
  const { deps } = app;
  const max = deps.config.rateLimitMax;
  return async function rateLimited(request: FastifyRequest) {
    await limitAttempts(deps, `${action}:ip:${request.ip}`, max * 5);
    const user = await request.currentUser();
    if (user) await limitAttempts(deps, `${action}:user:${user.id}`, max);
  };
}

/**
 * PUT /api/user/profile is limited only when it changes the email (decision 71): like the account
 * actions above, plus per new address (RATE_LIMIT_MAX), so no one floods a mailbox with links.
 */
export function emailChangeRateLimits(app: FastifyInstance) {
  const perAccount = accountRateLimits(app, 'email-change');
  return async function rateLimited(request: FastifyRequest) {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const user = await request.currentUser();
    if (typeof email !== 'string' || !user || email === user.email) return;
    await perAccount(request);
    await limitAttempts(app.deps, `email-change:email:${email}`, app.deps.config.rateLimitMax);
  };
}
