import type { ElementType, ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box } from '../Box/Box';
import * as styles from './Inline.css';

export const inlineAligns = ['flex-start', 'center', 'flex-end', 'space-between'] as const;

export interface InlineProps {
  /** Space between items, both ways when they wrap; responsive. @default 'sm' */
  space?: Sprinkles['gap'];
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
export function Inline({ space = 'sm', align = 'flex-start', alignY = 'center', as = 'div', className, children }: InlineProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={align}
      alignItems={alignY}
      className={[as === 'ul' || as === 'ol' ? styles.list : undefined, className].filter(Boolean).join(' ')}
    >
      {children}
    </Box>
  );
}
