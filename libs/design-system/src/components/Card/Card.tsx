import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import * as styles from './Card.css';

export const cardVariants = ['outlined', 'elevated', 'muted'] as const;

export interface CardProps {
  title: ReactNode;
  /** Heading level of the title within the page outline. @default '3' */
  headingLevel?: HeadingLevel;
  /** Small label above the title (category, date). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** An `Image` at the top. */
  media?: ReactNode;
  /** Makes the whole card a link to this URL (through the title, so it has one accessible name). */
  href?: string;
  /** Badges, a price, an arrow: anything pinned to the bottom. */
  footer?: ReactNode;
  /** @default 'outlined' */
  variant?: (typeof cardVariants)[number];
  /** @default 'article' */
  as?: 'article' | 'div' | 'li';
}

/** A product, news or download teaser. */
export function Card({ title, headingLevel = '3', eyebrow, description, media, href, footer, variant, as: Tag = 'article' }: CardProps) {
  return (
    <Tag className={styles.card({ variant, interactive: Boolean(href) })}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.body}>
        {eyebrow ? (
          <Text as="span" size="xs" tone="muted" eyebrow>
            {eyebrow}
          </Text>
        ) : null}
        <Heading level={headingLevel} size="4">
          {href ? (
            <Link href={href} tone="neutral" underline="hover">
              <span className={styles.titleLink}>{title}</span>
            </Link>
          ) : (
            title
          )}
        </Heading>
        {description ? (
          <Text size="sm" tone="muted">
            {description}
          </Text>
        ) : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </Tag>
  );
}
