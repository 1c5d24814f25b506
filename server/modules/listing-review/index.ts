// Admins reviewing listings: approve, reject, take down, delete.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { adminPropertyRoutes } from './listing-review.routes.ts';
