// Signing in: sessions, passwords, Google, verification, resets, attempt limits.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { accountRateLimits, emailChangeRateLimits } from './account-rate-limits.ts';
export { adminLoginRoutes, adminSessionRoutes } from './admin-auth.routes.ts';
export { deleteEndedCounters } from './attempt-counters.repository.ts';
export { limitAttempts } from './attempt-limits.service.ts';
export { authRoutes } from './auth.routes.ts';
export { requestEmailChange } from './email-change.service.ts';
export { deleteSpentVerificationTokens } from './email-verification.repository.ts';
export { emailVerificationRoutes } from './email-verification.routes.ts';
export { googleAuthRoutes } from './google.routes.ts';
export { deleteLapsedResetTokens } from './password-reset.repository.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { sessionAuth } from './session-auth.plugin.ts';
export { SESSION_COOKIE, sessionTokenOf } from './session-cookie.ts';
export { deleteStaleSessions, deleteUserSessions } from './sessions.repository.ts';
export { hashToken } from './sessions.service.ts';
