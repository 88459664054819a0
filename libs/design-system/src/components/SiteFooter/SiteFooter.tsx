import type { ReactNode } from 'react';
import { Container } from '../Container/Container';
import { ProviderLink } from '../private/ProviderLink';
import * as styles from './SiteFooter.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export interface SiteFooterProps {
  /** Usually `<Logo tone="inverse" />` and a sentence about the company. */
  brand?: ReactNode;
  columns: readonly FooterColumn[];
  /** Privacy, cookies, imprint. */
  legalLinks?: readonly FooterLink[];
  /** Copyright and company details line. */
  legal?: ReactNode;
  /** Name of the footer's navigation landmark. @default 'Footer' */
  label?: string;
  /**
   * Controls at the end of the legal line that are no links (the cookie settings), each its own
   * item of the line.
   * @default none
   */
  actions?: ReactNode;
}

/** The page footer on a dark band: brand, link columns and the legal line. */
export function SiteFooter({ brand, columns, legalLinks = [], legal, label = 'Footer', actions }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <Container width="wide">
        <div className={styles.top} style={{ ['--clavis-footer-columns' as string]: String(Math.max(columns.length, 1)) }}>
          {brand ? <div className={styles.brand}>{brand}</div> : null}
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <ProviderLink href={link.href} className={styles.link}>
                      {link.label}
                    </ProviderLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <div>{legal}</div>
          {legalLinks.length > 0 ? (
            <nav aria-label={label}>
              <ul className={styles.legalList}>
                {legalLinks.map((link) => (
                  <li key={link.href}>
                    <ProviderLink href={link.href} className={styles.link}>
                      {link.label}
                    </ProviderLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {actions}
        </div>
      </Container>
    </footer>
  );
}
