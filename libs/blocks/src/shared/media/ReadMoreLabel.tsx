import { VisuallyHidden } from '@clavis/design-system';

export interface ReadMoreLabelProps {
  /** The visible text, the catalogue's "read more". */
  label: string;
  /**
   * What the link is about (the block's title), said to screen readers only: link lists and search
   * engines read a link out of its context, where a bare "read more" names nothing.
   */
  subject?: string;
}

/** A "read more" link's content: the visible label, then its subject for screen readers. */
export function ReadMoreLabel({ label, subject }: ReadMoreLabelProps) {
  const hidden = subject?.trim();
  return (
    <>
      {label}
      {hidden ? <VisuallyHidden>{`: ${hidden}`}</VisuallyHidden> : null}
    </>
  );
}
