import * as styles from './Logo.css';
import { LOGO_MARK } from './logoMark';

export const logoSizes = ['sm', 'md', 'lg'] as const;

export interface LogoProps {
  /** @default 'md' */
  size?: (typeof logoSizes)[number];
  /** `inverse` on dark bands. @default 'brand' */
  tone?: 'brand' | 'inverse';
  /** The wordmark, also the accessible name. @default 'Clavis' */
  name?: string;
}

/** The Clavis mark (a key bow with a brass bit) and wordmark. */
export function Logo({ size = 'md', tone = 'brand', name = 'Clavis' }: LogoProps) {
  return (
    <span className={`${styles.logo} ${styles.sizes[size]} ${styles.tones[tone]}`}>
      <svg viewBox={LOGO_MARK.viewBox} aria-hidden="true" focusable="false" className={styles.mark}>
        {/* bow: a rounded square ring */}
        <path
          className={tone === 'inverse' ? styles.bowInverse : styles.bow}
          fillRule="evenodd"
          d={LOGO_MARK.bow}
        />
        {/* blade and cut bits */}
        <path className={styles.bit} d={LOGO_MARK.bit} />
      </svg>
      <span>{name}</span>
    </span>
  );
}
