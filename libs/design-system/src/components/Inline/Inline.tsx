import { createElement, type ElementType, type ReactNode } from 'react';
import type { LayoutSprinkles } from '../../css/layoutSprinkles.css';
import { layoutClassName } from '../private/layoutClassName';
import * as styles from './Inline.css';

export const inlineAligns = ['flex-start', 'center', 'flex-end', 'space-between'] as const;

export interface InlineProps {
  /** Space between items, both ways when they wrap; responsive. @default 'sm' */
  space?: LayoutSprinkles['gap'];
  /** @default 'flex-start' */
  align?: (typeof inlineAligns)[number];
  /** Vertical alignment. @default 'center' */
  alignY?: 'flex-start' | 'center' | 'flex-end' | 'baseline';
  /** @default 'div' */
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** Items side by side, wrapping onto new lines when space runs out. */
export function Inline({
  space = 'sm',
  align = 'flex-start',
  alignY = 'center',
  as = 'div',
  className,
  children,
}: InlineProps) {
  return createElement(as, {
    className: layoutClassName(
      { gap: space, justifyContent: align, alignItems: alignY },
      styles.inline,
      (as === 'ul' || as === 'ol') && styles.list,
      className,
    ),
    children,
  });
}
