import { lazy, Suspense } from 'react';
import type { mineIcons } from './mineIcons';

export type MineIconName = keyof typeof mineIcons;

// The row icons come in a chunk of their own after the page: a row's words and link do not wait for
// its picture (together they weigh about a third of the page's own code).
const Icon = lazy(() =>
  import('./mineIcons').then(({ mineIcons: icons }) => ({
    default: ({ name }: { name: MineIconName }) => {
      const Shown = icons[name];
      return <Shown />;
    },
  })),
);

/** A row icon of /mine: a square of the icon's size, the icon drawn in it once loaded. */
export function MineIcon({ name }: { name: MineIconName }) {
  return (
    <span className="mine-row-icon" aria-hidden="true">
      <Suspense fallback={null}>
        <Icon name={name} />
      </Suspense>
    </span>
  );
}
