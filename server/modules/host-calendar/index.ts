// The host's calendar: blocked nights, nightly prices, the iCalendar export, imported feeds.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { calendarExportRoutes } from './calendar-export.routes.ts';
export { syncDueFeeds } from './calendar-sync.service.ts';
export { ownerCalendarRoutes } from './host-calendar.routes.ts';
