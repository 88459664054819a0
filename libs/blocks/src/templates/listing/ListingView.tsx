'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Button, Grid, Link, Pagination, Select, Stack, Text } from '@clavis/design-system';
import type { ListingQuery } from '../../pages/types';
import { ListingCard } from './ListingCard';
import { applyListingQuery, LISTING_PAGE_SIZE, listingSearch, parseListingQuery, sameListingView } from './listingQuery';
import type { ListingFilter, ListingItem, ListingLabels, ListingSort, SortKey } from './listingTypes';
import * as styles from './ListingView.css';

export interface ListingViewProps {
  items: readonly ListingItem[];
  labels: ListingLabels;
  /** The page's locale, for name order. */
  locale: string;
  sorts?: readonly ListingSort[];
  /** The CMS order (`manual`) unless the listing says otherwise. */
  defaultSort?: SortKey;
  filters?: readonly ListingFilter[];
  /** @default 12 */
  pageSize?: number;
  /** The view to render first (the listing's page of a URL query, see listingView); the default view otherwise. */
  initialQuery?: ListingQuery;
  /**
   * The listing page's path, so the server HTML's links are whole paths (`/nachrichten?page=2`).
   * Without it (a listing rendered in the browser only: the extranet, a preview), the address bar's.
   */
  path?: string;
}

const INITIAL_QUERY: ListingQuery = { page: 1, filters: {} };

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A list of story cards whose view (page, sort, filters) lives in the URL query
 * (`?page=2&sort=name_desc&category=x`, DESIGN.md section 4). The first render is `initialQuery`:
 * the server HTML of `/x?page=2` holds page 2 (the proxy serves a view's own page, see site-shell's
 * listingViewPath), its pagination links and GET form work without script; after hydration every
 * change writes the URL with the History API (no page load, and the back button walks through the
 * views).
 */
export function ListingView({
  items,
  labels,
  locale,
  sorts = [],
  defaultSort = 'manual',
  filters = [],
  pageSize = LISTING_PAGE_SIZE,
  initialQuery = INITIAL_QUERY,
  path = '',
}: ListingViewProps) {
  const [query, setQuery] = useState<ListingQuery>(initialQuery);
  const [pathname, setPathname] = useState(() => path || (typeof window === 'undefined' ? '' : window.location.pathname));
  const statusRef = useRef<HTMLParagraphElement>(null);
  const filterNames = useMemo(() => filters.map((filter) => filter.name), [filters]);
  // Every filter named with an empty value: writing it clears that parameter from the URL.
  const noFilters = useMemo(() => Object.fromEntries(filterNames.map((name) => [name, ''])), [filterNames]);

  useEffect(() => {
    // The URL's view, kept as the current object when it is the view shown: on mount (the server's
    // or the payload's view is usually the URL's) the listing does not render all its cards again.
    const readUrl = () => {
      setPathname(window.location.pathname);
      const read = parseListingQuery(window.location.search, filterNames);
      setQuery((shown) => (sameListingView(shown, read) ? shown : read));
    };
    readUrl();
    window.addEventListener('popstate', readUrl);
    return () => window.removeEventListener('popstate', readUrl);
  }, [filterNames]);

  const result = applyListingQuery(items, query, { pageSize, defaultSort, locale });
  const hrefOf = useCallback(
    (next: ListingQuery) => `${pathname}${listingSearch(next, defaultSort, typeof window === 'undefined' ? '' : window.location.search)}`,
    [pathname, defaultSort],
  );

  const navigate = (next: ListingQuery, mode: 'push' | 'replace') => {
    setQuery(next);
    const url = `${window.location.pathname}${listingSearch(next, defaultSort, window.location.search)}${window.location.hash}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };

  const onPaginationClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a[href]');
    if (!anchor || !isPlainClick(event)) return;
    const target = new URL(anchor.getAttribute('href') ?? '', window.location.href);
    // Before a client link navigates (next/link checks defaultPrevented), the view changes in place.
    event.preventDefault();
    navigate({ ...query, page: parseListingQuery(target.search, filterNames).page }, 'push');
    statusRef.current?.focus();
    statusRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const setSort = (sort: string) => navigate({ ...query, sort: sort === defaultSort ? undefined : sort, page: 1 }, 'replace');
  const setFilter = (name: string, value: string) =>
    navigate({ ...query, page: 1, filters: { ...query.filters, [name]: value } }, 'push');
  const activeFilters = Object.values(query.filters).filter(Boolean).length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = new URLSearchParams([...form.entries()].map(([name, value]) => [name, String(value)]));
    const submitted = parseListingQuery(read.toString(), filterNames);
    navigate({ ...submitted, page: 1, filters: { ...noFilters, ...submitted.filters } }, 'push');
  };

  const onResetClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate({ ...query, page: 1, filters: noFilters }, 'push');
  };

  const results = labels.results[result.total] ?? labels.results.at(-1) ?? '';
  const pageLabel = (page: number) => labels.page.replace('{page}', String(page)).replace('{total}', String(result.totalPages));

  return (
    <Stack space="lg">
      {sorts.length > 1 || filters.length > 0 ? (
        // A plain GET form: without JavaScript it submits the view as the URL query; with it, every
        // change applies at once and the submit only repeats the same view.
        <form method="get" action={pathname || undefined} className={styles.controls} onSubmit={onSubmit} aria-label={labels.filters}>
          {filters.map((filter) => (
            <Select
              key={filter.name}
              name={filter.name}
              label={filter.label}
              value={query.filters[filter.name] ?? ''}
              onChange={(event) => setFilter(filter.name, event.target.value)}
              options={[{ value: '', label: labels.all }, ...filter.options]}
            />
          ))}
          {sorts.length > 1 ? (
            <Select name="sort" label={labels.sortBy} value={query.sort ?? defaultSort} onChange={(event) => setSort(event.target.value)} options={sorts} />
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" variant="secondary">
              {labels.apply}
            </Button>
            {activeFilters > 0 ? (
              <Link href={hrefOf({ ...query, page: 1, filters: noFilters }) || pathname || '?'} onClick={onResetClick}>
                {labels.reset}
              </Link>
            ) : null}
          </div>
        </form>
      ) : null}
      <p ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
        {result.totalPages > 1 ? `${results} · ${pageLabel(result.page)}` : results}
      </p>
      {result.items.length > 0 ? (
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {result.items.map((item, index) => (
            <ListingCard key={item.id} item={item} priority={result.page === 1 && index < 3} />
          ))}
        </Grid>
      ) : (
        <Text>{labels.empty}</Text>
      )}
      <div onClickCapture={onPaginationClick}>
        <Pagination
          page={result.page}
          totalPages={result.totalPages}
          getHref={(page) => hrefOf({ ...query, page }) || '?'}
          labels={{ navigation: labels.pages, previous: labels.previous, next: labels.next, page: pageLabel }}
        />
      </div>
    </Stack>
  );
}
