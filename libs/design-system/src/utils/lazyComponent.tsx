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
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    inline = false,
  }: {
    /**
     * Without a Suspense boundary of its own: the page's HTML waits for the component and holds it
     * in place, and hydration waits for its code. For what must work without script (a form): React
     * writes a Suspense boundary of over 500 bytes as a hidden segment that only its script reveals
     * once the page's frame and the boundaries before it pass 12,800 bytes (Fizz's progressive
     * chunk size), so a form vanished for script-less visitors as soon as the footer grew.
     * @default false
     */
    inline?: boolean;
  } = {},
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    if (inline) return <Lazy {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
