// The admin dashboard: counts, recent activity, system checks.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { adminDashboardRoutes } from './admin-dashboard.routes.ts';
