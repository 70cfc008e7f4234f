// "Now" for relative times and timestamps on a server-rendered list. The first render uses the
// instant the server rendered the page, so the server's markup and the browser's hydration
// agree; it then ticks on the server's clock (the browser's, moved by the difference seen at
// load), so a browser clock that is off does not show "in 3 hrs" for something just sent.
import { useEffect, useState } from 'react';

/** The offset to add to the browser's clock to follow the server's. */
export const clockOffset = (serverNow: string, browserNow: number) =>
  Date.parse(serverNow) - browserNow;

/** The server's "now" in epoch milliseconds, moved on every `tickMs`. */
export function useServerClock(serverNow: string, tickMs: number): number {
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    const offset = clockOffset(serverNow, Date.now());
    const timer = setInterval(() => setNow(Date.now() + offset), tickMs);
    return () => clearInterval(timer);
  }, [serverNow, tickMs]);
  return now;
}
