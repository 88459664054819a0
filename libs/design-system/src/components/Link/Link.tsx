'use client';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../../providers/LinkProvider';
import { IconExternal } from '../Icon/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { link } from './Link.css';

export const linkTones = ['link', 'neutral', 'inverse'] as const;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  href: string;
  /** @default 'link' */
  tone?: (typeof linkTones)[number];
  /** Underline always (running text; WCAG 1.4.1) or only on hover (navigation, cards). @default 'always' */
  underline?: 'always' | 'hover';
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, an icon and a spoken hint.
   * @default false
   */
  external?: boolean;
  /** Spoken hint for external links. @default '(opens in a new tab)' */
  externalLabel?: string;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}

/** A text link rendered by the `LinkProvider`'s component (`next/link` in the apps, `<a>` elsewhere). */
export function Link({ tone, underline, external = false, externalLabel = '(opens in a new tab)', children, ...rest }: LinkProps) {
  const LinkComponent = useLinkComponent();
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <LinkComponent {...rest} {...externalProps} className={link({ tone, underline })}>
      {children}
      {external ? (
        <>
          <IconExternal size="sm" />
          <VisuallyHidden>{externalLabel}</VisuallyHidden>
        </>
      ) : null}
    </LinkComponent>
  );
}
