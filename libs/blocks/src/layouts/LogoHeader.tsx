import type { ReactNode } from 'react';
import { Container, Link, VisuallyHidden } from '@clavis/design-system';
import * as styles from './PageLayout.css';

/** The header of landing layouts: the logo as the way home, and nothing to wander off through. */
export function LogoHeader({ logo, homeHref, homeLabel, actions }: { logo: ReactNode; homeHref: string; homeLabel: string; actions?: ReactNode }) {
  return (
    <header className={styles.logoHeader}>
      <Container width="wide">
        <div className={styles.logoBar}>
          <Link href={homeHref} underline="hover">
            {logo}
            <VisuallyHidden>{` ${homeLabel}`}</VisuallyHidden>
          </Link>
          {actions}
        </div>
      </Container>
    </header>
  );
}
