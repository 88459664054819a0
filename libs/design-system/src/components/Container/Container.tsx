import type { ElementType, ReactNode } from 'react';
import { Box } from '../Box/Box';
import { container } from './Container.css';

export const containerWidths = ['narrow', 'default', 'wide'] as const;

export interface ContainerProps {
  /** Maximum content width: `narrow` for reading, `wide` for galleries. @default 'default' */
  width?: (typeof containerWidths)[number];
  /** @default 'div' */
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** Centres content at the page's measure with responsive side padding. */
export function Container({ width = 'default', as = 'div', className, children }: ContainerProps) {
  return (
    <Box as={as} className={[container({ width }), className].filter(Boolean).join(' ')}>
      {children}
    </Box>
  );
}
