import type { Asset } from '@clavis/cms-client';
import { assetDimensions, parseFocus } from '../../core/imageUrl';

const percent = (value: number, total: number) => `${Math.round(Math.min(100, Math.max(0, (value / total) * 100)))}%`;

/**
 * The CSS `object-position` of the editor's focal point (Storyblok's `focus`, `'x1xy1:x2xy2'` in
 * file pixels), so a picture cropped by CSS keeps its subject in view. Undefined without a focus
 * or a known file size.
 */
export function focusPosition(asset: Pick<Asset, 'filename' | 'focus'>): string | undefined {
  const focus = parseFocus(asset.focus);
  const size = assetDimensions(asset);
  if (!focus || !size) return undefined;
  const { x1, y1, x2, y2 } = focus;
  return `${percent((x1 + x2) / 2, size.width)} ${percent((y1 + y2) / 2, size.height)}`;
}
