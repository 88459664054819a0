import type { ReactNode } from 'react';
import { ImageProvider, type ImageComponent } from '../../providers/ImageProvider';
import { LinkProvider, type LinkComponent } from '../../providers/LinkProvider';
import * as styles from './ThemeProvider.css';

export interface ThemeProviderProps {
  /** A theme class name: `brandTheme` from `@clavis/design-system/themes/brand` or `extranetTheme`. */
  theme: string;
  /**
   * The component links render (Next.js passes `next/link`).
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /**
   * The component images render (Next.js passes `next/image`).
   * @default a plain `<img>`
   */
  imageComponent?: ImageComponent;
  children: ReactNode;
}

/** Applies a theme (its CSS variables and base typography) and the link and image components to a subtree. */
export function ThemeProvider({ theme, linkComponent, imageComponent, children }: ThemeProviderProps) {
  let content = children;
  if (imageComponent) content = <ImageProvider component={imageComponent}>{content}</ImageProvider>;
  if (linkComponent) content = <LinkProvider component={linkComponent}>{content}</LinkProvider>;
  return <div className={`${theme} ${styles.root}`}>{content}</div>;
}
