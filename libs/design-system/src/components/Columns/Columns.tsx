import type { ReactNode } from 'react';
import type { LayoutSprinkles } from '../../css/layoutSprinkles.css';
import { layoutClassName } from '../private/layoutClassName';
import * as styles from './Columns.css';

export const columnWidths = ['fluid', 'content', '1/4', '1/3', '1/2', '2/3', '3/4'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

export interface ColumnsProps {
  /** Gap between columns (and between rows once collapsed). @default 'lg' */
  space?: LayoutSprinkles['gap'];
  /** Below this breakpoint the columns stack. @default 'tablet' */
  collapseBelow?: 'tablet' | 'desktop' | 'never';
  /** @default 'stretch' */
  alignY?: 'stretch' | 'flex-start' | 'center' | 'flex-end';
  children: ReactNode;
}

/** Side-by-side columns (a sidebar and content, text and image) that stack on small screens. */
export function Columns({
  space = 'lg',
  collapseBelow = 'tablet',
  alignY = 'stretch',
  children,
}: ColumnsProps) {
  return (
    <div
      className={layoutClassName(
        { gap: space, alignItems: alignY },
        styles.columns,
        styles.collapseBelow[collapseBelow],
      )}
    >
      {children}
    </div>
  );
}

export interface ColumnProps {
  /** @default 'fluid' */
  width?: ColumnWidth;
  children?: ReactNode;
}

/** One column of `Columns`. */
export function Column({ width = 'fluid', children }: ColumnProps) {
  return <div className={`${styles.column} ${styles.widths[width]}`}>{children}</div>;
}
