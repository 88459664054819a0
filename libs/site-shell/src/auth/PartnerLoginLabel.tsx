import { IconUser } from '@clavis/design-system';
import * as styles from './PartnerLoginEntry.css';

/** The login entry's content: its text, or on a phone its icon (the text then for screen readers only). */
export function PartnerLoginLabel({ text }: { text: string }) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        <IconUser />
      </span>
      <span className={styles.label}>{text}</span>
    </>
  );
}
