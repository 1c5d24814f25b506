// Admins moderating users: warnings, suspensions, bans, reinstatement.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { CLOSED_ACCOUNT_REASON } from './ban-cancellations.service.ts';
export { adminUserRoutes } from './user-moderation.routes.ts';
