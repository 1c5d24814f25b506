import { describe, expect, it } from 'vitest';
import { orderedJobId } from './job-ids.ts';

describe('job ids', () => {
  it('sort in the order they were made, within one millisecond too, and are UUIDs', () => {
    const sameMs = Array.from({ length: 50 }, () => orderedJobId(1_780_000_000_000));
    const later = orderedJobId(1_780_000_000_500);
    const ids = [...sameMs, later];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
