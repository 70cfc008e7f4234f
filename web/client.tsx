/// <reference types="vite/client" />
// The browser entry. It hydrates the islands the page loads with it and, for the others, does
// what the page's inline loader forwards (docs/decisions/019-javascript-on-demand.md): hydrate an
// island on its first interaction and replay that click, or mount an island that was not on the
// page and ask it to open. React and each island are chunks of their own, imported only when an
// island starts, so a page whose islands wait for interaction downloads nothing until then.
import type { ComponentType } from 'react';
import { islandModulePath } from './shared/island-path.ts';
import { requestOpen } from './shared/island-open.ts';

type IslandModule = { default: ComponentType<any> };

// Component tests live beside their islands (`*.dom.test.tsx`); they are not islands, and
// without the exclusion each became a chunk and an entry in every page's loader table.
const loaders = import.meta.glob<IslandModule>([
  './domains/*/islands/*.tsx',
  './app/shell/islands/*.tsx',
  '!**/*.test.tsx',
]);
const locale = document.documentElement.lang === 'fr' ? 'fr' : 'en';
const started = new WeakMap<HTMLElement, Promise<void>>();

function loaderFor(name: string) {
  try {
    return loaders[`./${islandModulePath(name).replace(/^web\//, '')}`];
  } catch {
    return undefined;
  }
}

/** Hydrates (or, for an island that was not rendered, mounts) `el`; resolves once it is live. */
function start(el: HTMLElement): Promise<void> {
  const running = started.get(el);
  if (running) return running;
  const name = el.dataset.name ?? '';
  const load = loaderFor(name);
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return Promise.resolve();
  }
  const live = (async () => {
    const [
      { createElement, useLayoutEffect },
      { createRoot, hydrateRoot },
      { islandTree },
      island,
    ] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./shared/island-tree.ts'),
      load(),
    ]);
    const props = JSON.parse(el.dataset.props ?? '{}');
    await new Promise<void>((resolve) => {
      // Runs after every layout effect of the island: what it wires up is there for a replay.
      function Live({ children }: { children: React.ReactNode }) {
        useLayoutEffect(resolve, []);
        return children;
      }
      const tree = createElement(Live, null, islandTree(island.default, props, locale));
      const options = { identifierPrefix: el.dataset.idPrefix };
      if (el.dataset.hydrate === 'open') createRoot(el, options).render(tree);
      else hydrateRoot(el, tree, options);
    });
    el.dataset.live = '';
  })();
  started.set(el, live);
  return live;
}

/**
 * Called by the inline loader for each interaction it forwards: `trigger` is the element that
 * names an island (`data-island`), either the island itself or a button elsewhere that opens it.
 */
export async function handle(event: Event, trigger: HTMLElement) {
  const name = trigger.dataset.island ?? '';
  const island = trigger.matches('tw-island')
    ? trigger
    : document.querySelector<HTMLElement>(`tw-island[data-name="${CSS.escape(name)}"]`);
  if (!island) {
    // Nothing here to open (a signed-in page places no family wizard): the press does what it
    // does without JavaScript, and the server answers it for this person (a Get Started form
    // sends a signed-in person on to their next step).
    if (event.type === 'click') followWithoutIsland(trigger);
    return;
  }
  const opens = island.dataset.hydrate === 'open';
  await start(island);
  // From now on the island handles its own events; an element that opens one keeps asking.
  if (!opens) trigger.dataset.live = '';
  // Focus only warms up: an island that opens does so on a press, not when tabbed past.
  if (event.type !== 'click') return;
  if (opens) requestOpen(name, { ...trigger.dataset } as Record<string, string>);
  else if (event.target instanceof HTMLElement) event.target.click();
}

function followWithoutIsland(trigger: HTMLElement) {
  if (trigger instanceof HTMLAnchorElement && trigger.href) location.assign(trigger.href);
  else if (trigger instanceof HTMLButtonElement && trigger.form) {
    trigger.form.requestSubmit(trigger);
  }
}

// An island placed by name inside another island is mounted here (its PLACE_ISLAND_EVENT; the
// entry does not import web/shared/placed-island.tsx, which would load React with it).
document.addEventListener('tendwell:place-island', (e) => {
  if (e.target instanceof HTMLElement) void start(e.target);
});

for (const el of document.querySelectorAll<HTMLElement>('tw-island[data-hydrate="load"]')) {
  void start(el);
}

// A visitor's alert banner waits for the entry (ADR 019); once any island is live, so is the
// banner, to show what that island raises (spec 000 §2.8).
const visitorBanner = document.querySelector<HTMLElement>(
  'tw-island[data-name="shell/alert-banner"][data-hydrate="open"]',
);
if (visitorBanner) void start(visitorBanner);
