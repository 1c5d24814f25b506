// The ledger (issue 25 §4): a month's money for admins, each paid booking checked to balance, and
// the TCS and TDS exports. It reads other modules' records and writes nothing.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { adminFinanceRoutes } from './finance.routes.ts';
