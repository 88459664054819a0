import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['current', 'primary', 'inverse'] as const;

export interface SpinnerProps {
  /** What is loading, announced to screen readers. */
  label: string;
  /** @default 'md' */
  size?: (typeof spinnerSizes)[number];
  /** @default 'primary' */
  tone?: (typeof spinnerTones)[number];
}

/** An indeterminate busy indicator with a status role and a spoken label. */
export function Spinner({ label, size = 'md', tone = 'primary' }: SpinnerProps) {
  return (
    <span role="status" className={styles.wrapper}>
      <span aria-hidden="true" className={`${styles.spinner} ${styles.sizes[size]} ${styles.tones[tone]}`} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
