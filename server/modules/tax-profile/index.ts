// Hosts' GST registrations: who supplies a stay for GST.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { ownerTaxProfileRoutes } from './tax-profile.routes.ts';
