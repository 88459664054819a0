import type { ReactNode } from 'react';
import { badge } from './Badge.css';

export const badgeTones = ['neutral', 'primary', 'accent', 'info', 'success', 'warning', 'critical'] as const;
export const badgeEmphases = ['subtle', 'solid'] as const;

export interface BadgeProps {
  /** @default 'neutral' */
  tone?: (typeof badgeTones)[number];
  /** @default 'subtle' */
  emphasis?: (typeof badgeEmphases)[number];
  /** A small decorative icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status or category label ("New", "Discontinued", "PDF"). Also serves as a tag. */
export function Badge({ tone, emphasis, icon, children }: BadgeProps) {
  return (
    <span className={badge({ tone, emphasis })}>
      {icon}
      {children}
    </span>
  );
}
