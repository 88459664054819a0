import { visuallyHidden } from '@clavis/design-system/css';
import type { SearchLabels } from './searchLabels';
import * as styles from './SiteSearch.css';

/** The id of the shell's box: SiteSearch takes over what was typed into it before the page ran script. */
export const SHELL_INPUT_ID = 'site-search-shell';

/** The shell's box on the page, if it is there. */
export const shellInput = (): HTMLInputElement | null => document.getElementById(SHELL_INPUT_ID) as HTMLInputElement | null;

/**
 * The search form without script: the same box SiteSearch shows, as a plain GET form. The server
 * renders it, and SiteSearch replaces it once the page runs script.
 */
export function SearchShell({
  labels,
  defaultQuery,
  keepFocus,
}: {
  labels: SearchLabels;
  /** What was typed into the box this one replaces. */
  defaultQuery?: string;
  /** The box this one replaces had the focus. */
  keepFocus?: boolean;
}) {
  return (
    <div className={styles.root}>
      <form role="search" className={styles.searchBox} method="get">
        <label htmlFor={SHELL_INPUT_ID} className={visuallyHidden}>
          {labels.label}
        </label>
        {/* The focus stays where it was: autoFocus only when the replaced box had it. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <input id={SHELL_INPUT_ID} className={styles.input} type="search" name="q" placeholder={labels.placeholder} autoComplete="off" maxLength={256} defaultValue={defaultQuery} autoFocus={keepFocus} />
        <button className={styles.button} type="submit">
          {labels.submit}
        </button>
      </form>
    </div>
  );
}
