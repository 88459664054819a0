import type { ReactNode } from 'react';
import { text } from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textTones = ['neutral', 'muted', 'inverse', 'critical', 'success', 'inherit'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;

export interface TextProps {
  /** @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'li' | 'dt' | 'dd';
  /** @default 'md' */
  size?: (typeof textSizes)[number];
  /** @default 'neutral' */
  tone?: (typeof textTones)[number];
  /** @default 'regular' */
  weight?: (typeof textWeights)[number];
  align?: 'left' | 'center' | 'right';
  /** Small capitals label above a heading. @default false */
  eyebrow?: boolean;
  /** Truncate after this many lines. */
  maxLines?: 1 | 2 | 3;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Body copy in the type scale. */
export function Text({ as: Tag = 'p', size, tone, weight, align, eyebrow, maxLines, id, className, children }: TextProps) {
  return (
    <Tag id={id} className={[text({ size, tone, weight, align, eyebrow, maxLines: maxLines ?? 'none' }), className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}
