import type { ElementType, ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box } from '../Box/Box';
import * as styles from './Stack.css';

export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

export interface StackProps {
  /** Space between children; responsive. @default 'md' */
  space?: Sprinkles['gap'];
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
export function Stack({ space = 'md', align = 'stretch', dividers = false, as = 'div', className, children }: StackProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align}
      className={[dividers ? styles.dividers : undefined, as === 'ul' || as === 'ol' ? styles.list : undefined, className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </Box>
  );
}
