import type { DeadJob } from '../../../../domain/schemas/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useRetryDeadJob } from '../api/dashboard.ts';
import { failedAtLabel } from './dashboard-labels.ts';

/** The job queue's dead jobs (decision 75): name, last error, when, and a Retry for each. */
export function DeadJobsList({ jobs }: { jobs: DeadJob[] }) {
  const retry = useRetryDeadJob();
  if (jobs.length === 0) return null;
  return (
    <ul className="mt-2 space-y-2" aria-label="Dead jobs">
      {jobs.map((job) => (
        <li key={job.id} className="flex items-start justify-between gap-3 rounded-md bg-muted p-2">
          <div className="min-w-0 text-xs">
            <p className="font-mono font-medium text-fg">{job.name}</p>
            <p className="break-words text-fg-muted">{job.error}</p>
            <p className="text-fg-muted">Failed {failedAtLabel(job.failedAt)}</p>
          </div>
          <Button
            size="sm"
            variant="outline"
            pending={retry.isPending && retry.variables === job.id}
            onClick={() => retry.mutate(job.id)}
            aria-label={`Retry ${job.name}`}
          >
            Retry
          </Button>
        </li>
      ))}
    </ul>
  );
}
