// Site settings the web app reads (map tiles).
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { siteConfigRoutes } from './site-config.routes.ts';
export { tileImageSource } from './tile-source.ts';
