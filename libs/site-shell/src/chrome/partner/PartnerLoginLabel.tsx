import { IconUser } from '@clavis/design-system';
import { visuallyHiddenOnPhone } from '@clavis/design-system/css';
import * as styles from './PartnerLoginEntry.css';

/** The login entry's content: its text, or on a phone its icon (the text then for screen readers only). */
export function PartnerLoginLabel({ text }: { text: string }) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        <IconUser />
      </span>
      <span className={visuallyHiddenOnPhone}>{text}</span>
    </>
  );
}
