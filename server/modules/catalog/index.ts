// The catalogues (destinations, amenities, …): public lists and admin editing.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { catalogRoutes } from './catalog.routes.ts';
export { adminCatalogueRoutes } from './catalogue-admin.routes.ts';
