// Paying hosts (issue 25): the payout account and its linked account at the gateway, and the
// payout of each paid stay.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.

export { hostNetOfCheckIns } from './earnings.service.ts';
export { ownerPayoutAccountRoutes } from './payout-account.routes.ts';
export { payoutDestinationOf } from './payout-account.service.ts';
export { createStayPayout } from './payout-issue.service.ts';
export { movePayoutForRefund, type RefundedStay } from './payout-refund.service.ts';
export { releaseDuePayouts } from './payout-release.service.ts';
export { applyTransferEvent, requeueHostPayouts, type TransferEvent } from './payout-webhooks.service.ts';
export { adminHostPayoutRoutes, ownerPayoutRoutes } from './payouts.routes.ts';
