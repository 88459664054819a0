import { createElement, type ElementType, type ReactNode } from 'react';
import type { LayoutSprinkles } from '../../css/layoutSprinkles.css';
import { layoutClassName } from '../private/layoutClassName';
import * as styles from './Stack.css';

export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

export interface StackProps {
  /** Space between children; responsive. @default 'md' */
  space?: LayoutSprinkles['gap'];
  /** Horizontal alignment of children. @default 'stretch' */
  align?: (typeof stackAligns)[number];
  /** Draw a hairline between children. @default false */
  dividers?: boolean;
  /** @default 'div' */
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** Children one above the other with even space. */
export function Stack({
  space = 'md',
  align = 'stretch',
  dividers = false,
  as = 'div',
  className,
  children,
}: StackProps) {
  return createElement(as, {
    className: layoutClassName(
      { gap: space, alignItems: align },
      styles.stack,
      dividers && styles.dividers,
      (as === 'ul' || as === 'ol') && styles.list,
      className,
    ),
    children,
  });
}
