import { createElement, type ElementType, type ReactNode } from 'react';
import type { LayoutSprinkles } from '../../css/layoutSprinkles.css';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { layoutClassName } from '../private/layoutClassName';
import * as styles from './Grid.css';

export interface GridProps {
  /** Columns per breakpoint; wider breakpoints inherit from narrower ones. @default { mobile: 1, tablet: 2, desktop: 3 } */
  columns?: { mobile?: number; tablet?: number; desktop?: number };
  /** @default 'lg' */
  space?: LayoutSprinkles['gap'];
  /** `ul` for lists of cards. @default 'div' */
  as?: ElementType;
  children: ReactNode;
}

/** Equal-width tiles (product cards, news) in a responsive number of columns. */
export function Grid({ columns = {}, space = 'lg', as = 'div', children }: GridProps) {
  const mobile = columns.mobile ?? 1;
  const tablet = columns.tablet ?? (columns.mobile ? mobile : 2);
  const desktop = columns.desktop ?? (columns.tablet ? tablet : 3);
  return createElement(as, {
    className: layoutClassName(
      { gap: space },
      styles.grid,
      (as === 'ul' || as === 'ol') && styles.list,
    ),
    // Spread: assignInlineVars adds a toString method, and a server component's props must be
    // plain objects to cross into a client component (React warns in development).
    style: {
      ...assignInlineVars({
        [styles.mobileColumns]: String(mobile),
        [styles.tabletColumns]: String(tablet),
        [styles.desktopColumns]: String(desktop),
      }),
    },
    children,
  });
}
