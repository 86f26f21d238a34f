import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile 5 renders its imperative components (Toast, Dialog…) through rc-util's render, which falls
// back to the legacy ReactDOM.render that React 19 no longer has; src/app/antd.ts hands antd-mobile this
// createRoot render instead (unstableSetRender, as antd-mobile's guide for React 19 says). vite.config.ts
// also resolves rc-util's render module to this one: antd-mobile imports it for a default it never uses
// here, and with it came Babel's async runtime helpers — 4 KB of the first load for nothing.

const roots = new WeakMap<Element | DocumentFragment, Root>();

/** Renders `node` into `container`, on the container's own React root (made on first use). */
export function render(node: ReactElement, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

/** Unmounts what {@link render} put into `container` and forgets its root. */
export async function unmount(container: Element | DocumentFragment): Promise<void> {
  roots.get(container)?.unmount();
  roots.delete(container);
}
