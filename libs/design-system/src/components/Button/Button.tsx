import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as spinnerStyles from '../Spinner/Spinner.css';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'accent', 'ghost', 'critical', 'inverse'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' (44 px high, the minimum comfortable touch target) */
  size?: ButtonSize;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** Icon before the label (decorative). */
  iconStart?: ReactNode;
  /** Icon after the label (decorative). */
  iconEnd?: ReactNode;
  /** Busy: keeps the width, shows a spinner, sets `aria-busy` and blocks clicks. @default false */
  loading?: boolean;
  /** @default 'button' (never an accidental submit) */
  type?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** The call to action: a real `<button>` in six variants and three sizes. */
export function Button({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  loading = false,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const content = (
    <>
      {iconStart}
      <span>{children}</span>
      {iconEnd}
    </>
  );
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A busy button stays focusable (aria-disabled, not disabled) so focus is not lost mid-action.
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={styles.button({ variant, size, fullWidth })}
    >
      {loading ? (
        <span className={styles.loadingWrapper}>
          <span className={styles.loadingLabel}>{content}</span>
          <span className={styles.loadingIndicator}>
            <span aria-hidden="true" className={`${spinnerStyles.spinner} ${spinnerStyles.sizes.sm}`} />
          </span>
        </span>
      ) : (
        content
      )}
    </button>
  );
}
