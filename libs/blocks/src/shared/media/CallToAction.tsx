import type { Link } from '@clavis/cms-client';
import { ButtonLink, VisuallyHidden, type ButtonVariant } from '@clavis/design-system';
import { blockHref, isExternalHref } from '../../core/linkHref';
import type { BlockContext } from '../../core/types';
import { ReadMoreLabel } from './ReadMoreLabel';

export interface CallToActionProps {
  link: Link | undefined;
  /** The editor's label; the catalogue's "read more" when blank. */
  label: string | undefined;
  /**
   * What the link is about (the block's title): a bare "read more" names it for screen readers
   * and search engines, which read the link out of its context.
   */
  subject?: string;
  context: Pick<BlockContext, 'market' | 'intl'>;
  /** @default 'primary' */
  variant?: ButtonVariant;
}

/**
 * A block's call-to-action button; nothing when the link leads nowhere (empty field, other market).
 * An external link the editor opens in a new tab says so to screen-reader users.
 */
export function CallToAction({ link, label, subject, context, variant = 'primary' }: CallToActionProps) {
  const href = blockHref(link, context);
  if (!href) return null;
  const newTab = link?.target === '_blank' && isExternalHref(href);
  const editorLabel = label?.trim();
  return (
    <ButtonLink href={href} variant={variant} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {editorLabel || <ReadMoreLabel label={context.intl.formatMessage({ id: 'common.read_more' })} subject={subject} />}
      {newTab ? <VisuallyHidden> {context.intl.formatMessage({ id: 'common.opens_in_new_tab' })}</VisuallyHidden> : null}
    </ButtonLink>
  );
}
