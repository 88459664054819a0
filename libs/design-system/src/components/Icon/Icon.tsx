import type { ReactNode } from 'react';
import { icon } from './Icon.css';

export const iconSizes = ['sm', 'md', 'lg', 'xl'] as const;
export const iconTones = ['current', 'primary', 'muted', 'accent', 'critical', 'success'] as const;

export interface IconProps {
  /** @default 'md' (20 px) */
  size?: (typeof iconSizes)[number];
  /** @default 'current' (inherits the text colour) */
  tone?: (typeof iconTones)[number];
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right whenever visible text sits beside it.
   */
  label?: string;
  className?: string;
}

/** Wraps 24 × 24 stroke artwork drawn for Clavis; every icon in the set is built on it. */
export function Icon({ size, tone, label, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={[icon({ size, tone }), className].filter(Boolean).join(' ')}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}
