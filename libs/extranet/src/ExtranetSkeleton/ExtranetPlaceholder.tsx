import { memo } from 'react';
import { ExtranetSkeleton } from './ExtranetSkeleton';
import { extranetSkeletonKinds, skeletonOfPath, type ExtranetSkeletonKind, type ExtranetSkeletonTable } from './extranetSkeletons';

// A skeleton depends on its kind and label only: when the URL becomes known after hydration (or
// another page of the shell is shown), only the wrappers' `hidden` changes, not the ~70 skeleton
// components below them (measured: the commit after hydration rendered 176 components, 71 of them
// Skeletons).
const SteadySkeleton = memo(ExtranetSkeleton);

/**
 * What the prebuilt extranet shell shows before its scripts run: every skeleton kind, hidden, and
 * an inline script (run as the HTML is read, before anything below it is painted) that shows the
 * one of the address bar's URL. So the first paint already holds the content's place and the
 * pre-footer and footer below are painted where they will stay. Rendered inside the page's content
 * region, whose element the script finds as its parent.
 *
 * In the browser, once the URL is known, `kind` names the one shown: the same elements stay (the
 * one the script showed is not painted again), and another page of the shell shows its own.
 */
export function ExtranetPlaceholder({ table, label, kind }: { table: ExtranetSkeletonTable; label: string; kind?: ExtranetSkeletonKind }) {
  const script = `(function(){var k=(${skeletonOfPath.toString()})(${JSON.stringify(table)},location.pathname);var s=document.currentScript.parentElement.querySelector('[data-skeleton="'+k+'"]');if(s)s.hidden=false})()`;
  return (
    <>
      {extranetSkeletonKinds.map((each) => (
        // The script shows one before React hydrates; React keeps the attribute as the browser has it.
        <div key={each} data-skeleton={each} hidden={kind !== each} suppressHydrationWarning>
          <SteadySkeleton kind={each} label={label} />
        </div>
      ))}
      <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />
    </>
  );
}
