import { type ReactNode, useEffect, useState } from 'react';

/**
 * Its children, drawn in a task of their own just after it mounts (at once when `now`): a long list
 * drawn as several short tasks instead of one long one, so the browser paints the first screen and
 * answers a tap in between (issue 29: Lighthouse's total blocking time). Only this part renders when
 * it appears, not the list around it. Timers of the same delay run in order, so parts appear in order.
 */
export function DrawLater({ now, children }: { now: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
