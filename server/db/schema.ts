// The whole Drizzle schema, one module per area.
export * from './schema/bookings.ts';
export * from './schema/calendar-imports.ts';
export * from './schema/catalog.ts';
export * from './schema/engagement.ts';
export * from './schema/invoices.ts';
export * from './schema/limits.ts';
export * from './schema/messages.ts';
export * from './schema/moderation.ts';
export * from './schema/notifications.ts';
export * from './schema/payouts.ts';
export * from './schema/properties.ts';
export * from './schema/tax.ts';
export * from './schema/uploads.ts';
export * from './schema/users.ts';
export * from './schema/wishlists.ts';
