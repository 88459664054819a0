'use client';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLinkComponent } from '../../providers/LinkProvider';
import type { ButtonSize, ButtonVariant } from './Button';
import * as styles from './Button.css';

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  href: string;
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children: ReactNode;
}

/** A link that looks like a button (navigation, not an action), rendered by the `LinkProvider`'s component. */
export function ButtonLink({ variant, size, fullWidth, iconStart, iconEnd, children, ...rest }: ButtonLinkProps) {
  const LinkComponent = useLinkComponent();
  return (
    <LinkComponent {...rest} className={styles.button({ variant, size, fullWidth })}>
      {iconStart}
      <span>{children}</span>
      {iconEnd}
    </LinkComponent>
  );
}
