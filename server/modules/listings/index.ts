// Listings: drafts, publishing, owner and admin listings, and who may see a listing.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { adminListingRoutes } from './admin-listings.routes.ts';
export { saveDraft } from './drafts.service.ts';
export type { ListingForViewing } from './listing-access.repository.ts';
export {
  isAnonymous,
  isPublic,
  mayView,
  seesExact,
  visibleListing,
} from './listing-access.service.ts';
export { ownerWizardRoutes } from './listing-publishing.routes.ts';
export { publishListing } from './listing-publishing.service.ts';
export { ownerListingRoutes } from './owner-listings.routes.ts';
