// Address search: the geocoder with its offline gazetteer.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { placesRoutes } from './places.routes.ts';
