import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A UUID (version 7 layout) that sorts after every one this process made before. pg-boss takes
 * jobs in (created_on, id) order and created_on is the transaction's start, so jobs enqueued in one
 * transaction (a guest's mail, then the host's) run in the order they were enqueued.
 */
export function orderedJobId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 0xfff) {
    lastMs++;
    counter = 0;
  }
  const hex = lastMs.toString(16).padStart(12, '0') + (0x7000 | counter).toString(16);
  const rand = randomBytes(8);
  rand[0] = (rand[0]! & 0x3f) | 0x80; // the RFC 4122 variant
  const tail = rand.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${tail.slice(0, 4)}-${tail.slice(4)}`;
}
