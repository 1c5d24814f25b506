import { m } from '#i18n/messages.js';
import type { DeadJob } from '../../../../domain/schemas/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useRetryDeadJob } from '../api/dashboard.ts';
import { failedAtLabel } from './dashboard-labels.ts';

/** The job queue's dead jobs (decision 75): name, last error, when, and a Retry for each. */
export function DeadJobsList({ jobs }: { jobs: DeadJob[] }) {
  const retry = useRetryDeadJob();
  if (jobs.length === 0) return null;
  return (
    <ul className="mt-2 space-y-2" aria-label={m.admin_dead_jobs_label()}>
      {jobs.map((job) => (
        <li key={job.id} className="rounded-md bg-muted p-2 text-xs">
          <div className="flex items-center justify-between gap-2">
            <p className="min-w-0 truncate font-mono font-medium text-fg">{job.name}</p>
            <Button
              size="sm"
              variant="outline"
              pending={retry.isPending && retry.variables === job.id}
              onClick={() => retry.mutate(job.id)}
              aria-label={m.admin_dead_job_retry_named({ name: job.name })}
            >
              {m.admin_dead_job_retry()}
            </Button>
          </div>
          <p className="mt-1 break-words text-fg-muted">{job.error}</p>
          <p className="text-fg-muted">{m.admin_dead_job_failed_at({ when: failedAtLabel(job.failedAt) })}</p>
        </li>
      ))}
    </ul>
  );
}
