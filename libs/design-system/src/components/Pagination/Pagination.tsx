import { IconChevronLeft, IconChevronRight } from '../Icon/icons';
import { ProviderLink as PageLink } from '../private/ProviderLink';
import { paginationRange } from './paginationRange';
import * as styles from './Pagination.css';

export interface PaginationLabels {
  /** Name of the navigation landmark. @default 'Pagination' */
  navigation: string;
  /** @default 'Previous page' */
  previous: string;
  /** @default 'Next page' */
  next: string;
  /** Accessible name of a page link. @default (page) => `Page ${page}` */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  /** URL of a page; listings keep the page in the query string. */
  getHref: (page: number) => string;
  /** Numbers on each side of the current page. @default 1 */
  siblings?: number;
  labels?: Partial<PaginationLabels>;
}

const defaultLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};

/**
 * Links between the pages of a listing; the current page is marked `aria-current="page"`. On the
 * first and last page the previous and next arrows keep their place as disabled buttons: a link
 * cannot be disabled, and an element playing one (`role="link"`) is announced as a link to nowhere.
 */
export function Pagination({ page, totalPages, getHref, siblings = 1, labels }: PaginationProps) {
  const text = { ...defaultLabels, ...labels };
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label={text.navigation}>
      <ul className={styles.list}>
        <li>
          {hasPrevious ? (
            <PageLink href={getHref(page - 1)} className={styles.page} aria-label={text.previous} rel="prev">
              <IconChevronLeft size="sm" />
            </PageLink>
          ) : (
            <button type="button" className={styles.disabled} disabled aria-label={text.previous}>
              <IconChevronLeft size="sm" />
            </button>
          )}
        </li>
        {paginationRange(page, totalPages, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageLink
                href={getHref(item)}
                className={styles.page}
                aria-label={text.page(item)}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </PageLink>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <PageLink href={getHref(page + 1)} className={styles.page} aria-label={text.next} rel="next">
              <IconChevronRight size="sm" />
            </PageLink>
          ) : (
            <button type="button" className={styles.disabled} disabled aria-label={text.next}>
              <IconChevronRight size="sm" />
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
