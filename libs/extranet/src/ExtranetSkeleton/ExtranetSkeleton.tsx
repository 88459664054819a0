import { CardGridSkeleton, GenericSkeleton } from '@clavis/blocks';
import type { ExtranetSkeletonKind } from './extranetSkeletons';

/**
 * The loading state of an extranet page in the shape of its content (a busy region that says so
 * politely): the home's and a folder's cards, a listing's controls and cards, a detail page.
 */
export function ExtranetSkeleton({ kind, label }: { kind: ExtranetSkeletonKind; label: string }) {
  if (kind === 'listing') return <CardGridSkeleton label={label} controls />;
  if (kind === 'cards' || kind === 'home') return <CardGridSkeleton label={label} />;
  return <GenericSkeleton label={label} />;
}
