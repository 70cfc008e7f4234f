// The browser entry: finds the islands the server rendered and hydrates each one. Each island
// is its own chunk, so a page downloads only the islands it shows.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandTree } from './shared/island-tree.ts';
import type { Locale } from './shared/i18n.tsx';

const loaders = import.meta.glob<{ default: ComponentType<any> }>('./islands/*.tsx');
const locale = (document.documentElement.lang === 'fr' ? 'fr' : 'en') as Locale;

for (const el of document.querySelectorAll<HTMLElement>('tw-island')) {
  const name = el.dataset.name ?? '';
  const load = loaders[`./islands/${name}.tsx`];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    continue;
  }
  const props = JSON.parse(el.dataset.props ?? '{}');
  load().then(({ default: component }) => {
    hydrateRoot(el, islandTree(component, props, locale), { identifierPrefix: el.dataset.idPrefix });
  });
}
