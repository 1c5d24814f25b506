/** A job was refused because the queue is full; the client should try again shortly. */
export class QueueFull extends Error {
  constructor() {
    super('Too many jobs are waiting');
    this.name = 'QueueFull';
  }
}

export type ProcessingQueue = {
  readonly concurrency: number;
  readonly maxWaiting: number;
  readonly stats: Readonly<{ running: number; waiting: number; peakRunning: number }>;
  /** Runs `job` when a slot is free; rejects with QueueFull, without queueing, when too many wait. */
  run<T>(job: () => Promise<T>): Promise<T>;
};

/** At most `concurrency` jobs at once, at most `maxWaiting` in line: CPU and memory stay bounded. */
export function processingQueue(concurrency: number, maxWaiting: number): ProcessingQueue {
  const stats = { running: 0, waiting: 0, peakRunning: 0 };
  const turns: (() => void)[] = [];

  async function takeTurn() {
    if (stats.running < concurrency) {
      stats.running++;
    } else {
      stats.waiting++;
      // A finishing job hands its slot straight to the first in line (running stays the same).
      await new Promise<void>((resolve) => turns.push(resolve));
      stats.waiting--;
    }
    stats.peakRunning = Math.max(stats.peakRunning, stats.running);
  }

  function endTurn() {
    const next = turns.shift();
    if (next) next();
    else stats.running--;
  }

  return {
    concurrency,
    maxWaiting,
    stats,
    async run(job) {
      if (stats.running >= concurrency && stats.waiting >= maxWaiting) throw new QueueFull();
      await takeTurn();
      try {
        return await job();
      } finally {
        endTurn();
      }
    },
  };
}
