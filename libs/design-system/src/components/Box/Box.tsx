import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import * as styles from './Box.css';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render. @default 'div' */
  as?: ElementType;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The layout primitive every other component can build on: any element, with layout and colour
 * atoms as props (`padding={{ mobile: 'md', desktop: 'xl' }}`).
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else rest[key] = value;
  }
  const classes = [styles.base, sprinkles(atomProps as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes });
}
