import { useEffect, useState } from 'react';

/** The time, renewed every minute: enough for "3 minutes ago" to stay true while a page is open. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
