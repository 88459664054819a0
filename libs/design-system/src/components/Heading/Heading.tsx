import type { ReactNode } from 'react';
import { heading } from './Heading.css';

export const headingLevels = ['1', '2', '3', '4', '5'] as const;
export const headingTones = ['neutral', 'primary', 'inverse'] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  /** Document level: `h1` to `h5`. */
  level: HeadingLevel;
  /** Visual size when it differs from the level (an `h2` that looks like an `h4`). @default level */
  size?: HeadingLevel;
  /** @default 'neutral' */
  tone?: (typeof headingTones)[number];
  /** @default 'left' */
  align?: 'left' | 'center';
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Section headings: level sets semantics, size sets looks. */
export function Heading({ level, size, tone, align, id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={[heading({ size: size ?? level, tone, align }), className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}
