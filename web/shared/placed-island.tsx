// Another domain's island placed by name INSIDE an island (an expanded shift places the reports
// domain's Report button). `<Island>` places by name only on a server-rendered page; inside an
// island this renders an empty <tw-island> and, once in the browser, asks the entry
// (web/client.tsx) to mount it, as it mounts an island that opens on demand. It has no
// server-rendered content of its own. New props mount it afresh (the key is the props).
import { createElement, useEffect, useRef } from 'react';

export const PLACE_ISLAND_EVENT = 'tendwell:place-island';

export function PlacedIsland<P extends object>({ name, props }: { name: string; props: P }) {
  const json = JSON.stringify(props);
  return createElement(Placeholder, { key: `${name}:${json}`, name, json });
}

function Placeholder({ name, json }: { name: string; json: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.dispatchEvent(new CustomEvent(PLACE_ISLAND_EVENT, { bubbles: true }));
  }, []);
  return createElement('tw-island', {
    ref,
    'data-name': name,
    'data-props': json,
    'data-hydrate': 'open',
  });
}
