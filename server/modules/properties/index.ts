// The public catalogue: search, property pages, availability and quotes, the sitemap.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { nightPriceOverrides } from './night-price.service.ts';
export { propertyRoutes } from './properties.routes.ts';
export { cardsByIds } from './property-cards.service.ts';
export { propertyDetailRoutes } from './property-detail.routes.ts';
export { propertyPageRoutes } from './property-page.routes.ts';
export { propertyStayRoutes } from './property-stay.routes.ts';
export { sitemapRoutes } from './sitemap.routes.ts';
export { listingNights } from './stay-availability.service.ts';
export { priceStay } from './stay-price.service.ts';
