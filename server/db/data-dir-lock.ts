import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process per embedded database (issue 22 item 4): PGlite keeps its data in DATA_DIR and two
 * processes on one folder each write their own view of it, so one's commits are lost. The first
 * process creates DATA_DIR/pglite.lock exclusively (O_EXCL) with its pid and start time; another
 * is refused while that process lives. A lock left by a killed process (its pid gone, or the pid
 * now names a process started later) is taken over. PostgreSQL serves many instances: no lock.
 */
type Holder = { pid: number; startedAt: string; host: string; processStart?: string };

export class DataDirInUse extends Error {}

/** Linux's start time of a process (clock ticks since boot), so a reused pid is not taken for the holder. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.host !== hostname()) return true; // another machine's process: cannot check, so respect it
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = processStartOf(holder.pid);
  return !holder.processStart || !now || now === holder.processStart;
}

/** A lock file without a readable holder: being written right now, or left half written long ago. */
function freshlyCreated(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < 5_000;
  } catch {
    return false;
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined; // gone, or half written by a process killed while writing it
  }
}

/** Takes DATA_DIR's lock or throws DataDirInUse naming the holder; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pglite.lock');
  const mine: Holder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    host: hostname(),
    processStart: processStartOf(process.pid),
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      const release = () => {
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (!holder && freshlyCreated(file)) {
      pause(50); // another process is writing its lock this very moment
      continue;
    }
    if (holder && isAlive(holder))
      throw new DataDirInUse(
        `Another Basera process (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}) is ` +
          `using the embedded database in ${dataDir}. Stop it first, or give this process its own ` +
          'DATA_DIR (several instances share one database only through DATABASE_URL).',
      );
    // Stale: its process is gone. Removed only if it is still the same stale lock.
    if (JSON.stringify(readHolder(file)) === JSON.stringify(holder)) rmSync(file, { force: true });
  }
  throw new DataDirInUse(`Could not take the lock ${file}: other processes keep starting on ${dataDir}.`);
}
