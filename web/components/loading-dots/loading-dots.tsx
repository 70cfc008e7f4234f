// Loading dots (spec 001 §9) for a list or card that is loading: dots cycle every 750 ms up to
// three instead of a static word. The element is a polite status with the caller's accessible
// name ('Loading messages…'); the dots themselves are decoration, hidden from assistive
// technology. For people who ask for reduced motion the CSS shows all three, still.
import { useEffect, useState } from 'react';
import { DOT_INTERVAL_MS, dotsAt, MAX_DOTS } from './loading-dots-state.ts';

export function LoadingDots({ label, className }: { label: string; className?: string }) {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTicks((n) => n + 1), DOT_INTERVAL_MS);
    return () => clearInterval(id);
  }, []);
  const shown = dotsAt(ticks);
  return (
    <span
      className={`loading-dots${className ? ` ${className}` : ''}`}
      role='status'
      aria-label={label}
      data-dots={shown}
    >
      <span className='loading-dots__dots' aria-hidden='true'>
        {Array.from({ length: MAX_DOTS }, (_, i) => (
          <span
            key={i}
            className={`loading-dots__dot${i < shown ? ' loading-dots__dot--on' : ''}`}
          />
        ))}
      </span>
    </span>
  );
}
