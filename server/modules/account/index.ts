// The account: profile and password change (/api/user/*).
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { passwordChangeRoutes } from './password-change.routes.ts';
export { proveHolder } from './password-change.service.ts';
export { preferencesRoutes } from './preferences.routes.ts';
export { profileRoutes } from './profile.routes.ts';
