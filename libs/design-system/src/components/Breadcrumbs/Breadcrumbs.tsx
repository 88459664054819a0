import { IconChevronRight } from '../Icon/icons';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Omit on the last item: the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark. @default 'Breadcrumb' */
  label?: string;
}

/** The path from home to the current page; the last item is marked `aria-current="page"`. */
export function Breadcrumbs({ items, label = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {index > 0 ? (
                <span className={styles.separator}>
                  <IconChevronRight size="sm" />
                </span>
              ) : null}
              {last || !item.href ? (
                <span className={last ? styles.current : undefined} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} tone="neutral" underline="hover">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
