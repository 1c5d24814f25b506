import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`: a held booking's Complete payment goes once its hold ends. */
export function useClock(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
