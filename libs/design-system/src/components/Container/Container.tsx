import { createElement, type ElementType, type ReactNode } from 'react';
import { base } from '../Box/Box.css';
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
  return createElement(as, {
    className: [base, container({ width }), className].filter(Boolean).join(' '),
    children,
  });
}
