import * as styles from './Logo.css';

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
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.mark}>
        {/* bow: a rounded square ring */}
        <path
          className={tone === 'inverse' ? styles.bowInverse : styles.bow}
          fillRule="evenodd"
          d="M6 2h12a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V6a4 4 0 0 1 4-4Zm3 6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1H9Z"
        />
        {/* blade and cut bits */}
        <path className={styles.bit} d="M18 16h12v4h-2v4h-3v-4h-2v6h-3v-6h-2z" />
      </svg>
      <span>{name}</span>
    </span>
  );
}
