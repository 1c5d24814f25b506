import { type ReactNode, useEffect, useState } from 'react';

/** Calls `draw` in a task of its own once the browser has painted (or after 100 ms, for a hidden tab). */
function afterNextPaint(draw: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // A frame's callbacks run just before it paints: a timer set there runs after the paint.
    timer = setTimeout(draw, 0);
  };
  const frame = requestAnimationFrame(schedule);
  const hiddenTab = setTimeout(schedule, 100);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(hiddenTab);
    clearTimeout(timer);
  };
}

/**
 * Its children, drawn in a task of their own after the browser has painted what came before them
 * (at once when `now`): a long page drawn as several short tasks instead of one long one, so the first
 * screen is painted first and a tap is answered in between (issue 29: Lighthouse's largest paint and
 * total blocking time). Only this part renders when it appears, not the page around it. Parts that
 * mount together appear in the order they were mounted.
 */
export function DrawLater({
  now,
  fallback = null,
  children,
}: {
  now: boolean;
  /** Stands in until the children are drawn, e.g. a box that keeps the footer below the fold. */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    return afterNextPaint(() => setReady(true));
  }, [ready]);
  return ready ? children : fallback;
}
