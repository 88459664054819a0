'use client';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { IconClose } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import { Text } from '../Text/Text';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Read with the title (`aria-describedby`). */
  description?: ReactNode;
  /** Actions, right-aligned in a footer band. */
  footer?: ReactNode;
  /** @default 'md' */
  size?: (typeof dialogSizes)[number];
  /** @default 'Close' */
  closeLabel?: string;
  children?: ReactNode;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary';

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, Tab cycles inside, Escape and
 * the backdrop close it, and focus goes back to whatever opened it.
 */
export function Dialog({ open, onClose, title, description, footer, size = 'md', closeLabel = 'Close', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const node = ref.current;
    if (!node || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom and very old browsers lack showModal; the open attribute still shows the content.
    if (typeof node.showModal === 'function') node.showModal();
    else node.setAttribute('open', '');
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      if (typeof node.close === 'function' && node.open) node.close();
      else node.removeAttribute('open');
      document.documentElement.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here as well as by the native cancel event, so a scripted Escape closes it too.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep Tab inside the dialog rather than letting it escape to the browser's own controls.
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open) return null;
  return (
    // The backdrop click closes; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`${styles.dialog} ${styles.sizes[size]}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <div>
          <Heading level="2" size="4" id={titleId}>
            {title}
          </Heading>
          {description ? (
            <Text size="sm" tone="muted" id={descriptionId}>
              {description}
            </Text>
          ) : null}
        </div>
        <IconButton label={closeLabel} icon={<IconClose />} onClick={onClose} />
      </div>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  );
}
