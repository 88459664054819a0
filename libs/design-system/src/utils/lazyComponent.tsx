'use client';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A client component whose code loads only where it renders. The site is one catch-all route, and
 * every client component that route imports statically joins the chunks every page downloads; a
 * dynamic import is a chunk of its own. The server still renders the component in full, and the
 * browser keeps that markup until the chunk arrives and hydrates it.
 *
 * `load` must be a literal `import('./Module')` so the bundler can split it off.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
