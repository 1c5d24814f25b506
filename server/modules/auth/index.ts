// Signing in: sessions, passwords, Google, verification, resets, attempt limits.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { accountRateLimits, emailChangeRateLimits } from './account-rate-limits.ts';
export { adminLoginRoutes, adminSessionRoutes } from './admin-auth.routes.ts';
export { limitAttempts } from './attempt-limits.service.ts';
export { authRoutes } from './auth.routes.ts';
export {
  endStaleSessions,
  forgetEndedAttemptCounts,
  forgetLapsedResetLinks,
  forgetSpentVerificationLinks,
  signOutEverywhere,
} from './auth-clean-up.service.ts';
export { requestEmailChange } from './email-change.service.ts';
export { emailVerificationRoutes } from './email-verification.routes.ts';
export { googleAuthRoutes } from './google.routes.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { sessionAuth } from './session-auth.plugin.ts';
export { SESSION_COOKIE, sessionTokenOf } from './session-cookie.ts';
export { hashToken } from './sessions.service.ts';
