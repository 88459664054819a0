import { usePagination } from 'react-instantsearch';
import * as styles from './SiteSearch.css';

/** Page links (real links, so a page opens in a new tab too); the current page is marked. */
export function SearchPagination({ label, previous, next, pageLabel }: { label: string; previous: string; next: string; pageLabel: (page: number, total: number) => string }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({ padding: 2 });
  if (nbPages <= 1) return null;
  const link = (page: number, text: string, extra: { current?: boolean; rel?: string } = {}) => (
    <li key={`${text}-${page}`}>
      <a
        className={extra.current ? styles.currentPage : styles.pageLink}
        href={createURL(page)}
        aria-current={extra.current ? 'page' : undefined}
        aria-label={extra.rel ? undefined : pageLabel(page + 1, nbPages)}
        rel={extra.rel}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          refine(page);
          window.scrollTo({ top: 0 });
        }}
      >
        {text}
      </a>
    </li>
  );
  return (
    <nav aria-label={label}>
      <ul className={styles.pagination}>
        {isFirstPage ? null : link(currentRefinement - 1, previous, { rel: 'prev' })}
        {pages.map((page) => link(page, String(page + 1), { current: page === currentRefinement }))}
        {isLastPage ? null : link(currentRefinement + 1, next, { rel: 'next' })}
      </ul>
    </nav>
  );
}
