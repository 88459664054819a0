'use client';
import type { LinkComponentProps } from '../../providers/LinkProvider';
import { useLinkComponent } from '../../providers/LinkProvider';

/**
 * The `LinkProvider`'s component with no styling of its own. Server components (Pagination, the
 * navigation blocks) render it so that only this small leaf needs the client context.
 */
export function ProviderLink(props: LinkComponentProps) {
  const LinkComponent = useLinkComponent();
  return <LinkComponent {...props} />;
}
