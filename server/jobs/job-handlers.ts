import type { JobHandlers } from './job-queue.ts';
import { SWEEPS, type SweepDeps } from './sweeps.ts';

/** What each named job does: mail delivery, and the sweeps on the real clock. */
export function jobHandlers(deps: SweepDeps): JobHandlers {
  const handlers: Partial<JobHandlers> = {
    'mail.deliver': (data, { finalAttempt }) =>
      deps.outbox.deliverOne(deps.db, String(data.mailId), finalAttempt),
  };
  for (const sweep of SWEEPS) {
    handlers[sweep.job] = async () => {
      await sweep.run(deps, new Date());
      deps.outbox.kick(); // mail the sweep wrote (an expired request, a completed stay)
    };
  }
  return handlers as JobHandlers;
}
