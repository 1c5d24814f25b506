import PgBoss from 'pg-boss';
import type { Database, Executor } from '../db/client.ts';
import { JOB_NAMES, type JobName, SCHEDULES } from './job-catalogue.ts';
import { orderedJobId } from './job-ids.ts';
import * as repo from './job-queue.repository.ts';

/** One job's work. `finalAttempt`: no retry follows if this one fails (it lands dead). */
export type JobHandler = (data: Record<string, unknown>, attempt: { finalAttempt: boolean }) => Promise<void>;
export type JobHandlers = Record<JobName, JobHandler>;
type Log = { error(details: object, message: string): void; warn(details: object, message: string): void };

export type JobQueueSettings = {
  pollSeconds: number;
  /** JOB_TIMEOUT_SECONDS: a job active this long is failed back into its retries (default 300). */
  timeoutSeconds?: number;
};
export type JobQueue = ReturnType<typeof createJobQueue>;

/** How long SIGTERM waits for running jobs before handing them back to the queue. */
const STOP_GRACE_MS = 8_000;
const BATCH = 20;
const DEFAULT_TIMEOUT_SECONDS = 300;

/**
 * How often the supervisor looks for abandoned jobs: twice per timeout, so one is handed back at
 * most half a timeout after it expired; at most every 2 minutes (pg-boss's own default, which the
 * 300 s default keeps) and at least every second (pg-boss's floor).
 */
export function supervisionSeconds(timeoutSeconds: number): number {
  return Math.max(1, Math.min(120, Math.floor(timeoutSeconds / 2)));
}

/**
 * Basera's one durable job queue: pg-boss on Basera's own connection (the pg pool or embedded
 * PGlite), its tables in the same database (decision 75). Every process can enqueue; only the
 * worker roles work the queue (`startWorking`). Handlers are given once the app's deps exist.
 */
export function createJobQueue(db: Database, settings: JobQueueSettings, log: Log) {
  const timeoutSeconds = settings.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  // Sends, fetches and retries only: no timers of its own, so a web process polls nothing.
  const sender = new PgBoss({
    db: repo.bossOnDatabase(db),
    migrate: false,
    supervise: false,
    schedule: false,
  });
  let worker: PgBoss | undefined;
  const workerIds = new Map<JobName, string>();
  let handlers: JobHandlers | undefined;

  async function runOne(name: JobName, job: PgBoss.JobWithMetadata<Record<string, unknown>>) {
    if (!handlers) throw new Error('job handlers are not set');
    await handlers[name](job.data ?? {}, { finalAttempt: job.retryCount >= job.retryLimit });
  }

  return {
    setHandlers(h: JobHandlers) {
      handlers = h;
    },

    /** Sends a job inside the caller's transaction: it exists exactly when that transaction commits. */
    async enqueue(tx: Executor, name: JobName, data: object = {}, options: { startAfter?: Date } = {}) {
      await sender.send(name, data, {
        ...options,
        id: orderedJobId(),
        // Overrides the queue's 300 s from migration 0018 with the operator's setting.
        expireInSeconds: timeoutSeconds,
        db: repo.bossOnTransaction(tx),
      });
    },

    /**
     * Runs the due jobs of these queues here and now, until none is left (tests, and the old
     * `deliver()`): a failure goes back to the queue with its backoff, as a worker's would.
     * `skipWaits` also takes jobs whose time has not come (retries in their backoff), one batch per
     * queue: tests only.
     */
    async runDue(names: readonly JobName[] = JOB_NAMES, { skipWaits = false } = {}) {
      for (const name of names) {
        for (;;) {
          const jobs = await sender.fetch<Record<string, unknown>>(name, {
            batchSize: BATCH,
            includeMetadata: true,
            ignoreStartAfter: skipWaits,
          });
          if (jobs.length === 0) break;
          // In the order they were enqueued (a batch comes back in no particular order).
          jobs.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime() || a.id.localeCompare(b.id));
          for (const job of jobs) {
            try {
              await runOne(name, job);
              await sender.complete(name, job.id);
            } catch (err) {
              await sender.fail(name, job.id, { message: String(err) });
              log.error({ err, job: name }, 'job failed');
            }
          }
          // Retries would come straight back: one batch per call, one attempt per job.
          if (skipWaits) break;
        }
      }
    },

    /** Works every queue and keeps the schedules (ROLE=all or worker). */
    async startWorking() {
      worker = new PgBoss({
        db: repo.bossOnDatabase(db),
        migrate: false,
        // Fails jobs whose worker died mid-way (kill -9) once they expire, so they run again.
        supervise: true,
        maintenanceIntervalSeconds: supervisionSeconds(timeoutSeconds),
        // pg-boss's own jobs (the cron's hand-over queue) expire alike.
        expireInSeconds: timeoutSeconds,
        schedule: true,
        cronWorkerIntervalSeconds: Math.max(1, Math.min(45, Math.round(settings.pollSeconds))),
        archiveCompletedAfterSeconds: 3_600,
      });
      worker.on('error', (err) => log.error({ err }, 'job queue error'));
      await worker.start();
      for (const name of JOB_NAMES) {
        const id = await worker.work<Record<string, unknown>>(
          name,
          { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (job) await runOne(name, job);
          },
        );
        workerIds.set(name, id);
        const cron = SCHEDULES[name];
        if (cron) await worker.schedule(name, cron, {}, { expireInSeconds: timeoutSeconds });
      }
    },

    /** Asks this process's worker for a queue to look now rather than at its next poll (no-op elsewhere). */
    wake(name: JobName) {
      const id = workerIds.get(name);
      if (worker && id) worker.notifyWorker(id);
    },

    /** SIGTERM: stop fetching, let running jobs finish for a few seconds, hand the rest back. */
    async stop({ graceMs = STOP_GRACE_MS } = {}) {
      await worker?.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
      worker = undefined;
      workerIds.clear();
    },

    /** Dead jobs (out of retries), newest first, and how many there are in all. */
    dead: (limit = 20) => repo.deadJobs(db, limit),

    /** Hands a dead job back to its queue for one more attempt; false if it is not dead. */
    retryDead: (id: string): Promise<boolean> => repo.reviveDeadJob(db, id),
  };
}
