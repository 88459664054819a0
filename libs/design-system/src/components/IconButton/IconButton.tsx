import type { ButtonHTMLAttributes, ReactElement, Ref } from 'react';
import { iconButton } from './IconButton.css';

export const iconButtonVariants = ['primary', 'secondary', 'ghost', 'inverse'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children' | 'aria-label'> {
  /** The accessible name; an icon alone has none. Also shown as a tooltip. */
  label: string;
  /** A decorative icon element, e.g. `<IconClose />`. */
  icon: ReactElement;
  /** @default 'ghost' */
  variant?: (typeof iconButtonVariants)[number];
  /** @default 'md' (44 px) */
  size?: (typeof iconButtonSizes)[number];
  /** @default false */
  round?: boolean;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
}

/** A square button holding only an icon, named by `label`. */
export function IconButton({ label, icon, variant, size, round, type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type} aria-label={label} title={title ?? label} className={iconButton({ variant, size, round })}>
      {icon}
    </button>
  );
}
