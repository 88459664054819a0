import { Image } from '@clavis/design-system';
import { assetDimensions, imageUrl } from '../../core/imageUrl';
import type { BlockContext } from '../../core/types';
import { richTextImageSource } from './richTextImageSource';

/** The widest an image in running text is shown (the reading measure, 46rem), doubled for dense screens. */
const MAX_WIDTH = 1472;
const SIZES = '(min-width: 46rem) 46rem, 100vw';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** An `image` node: through the image service at the reading width, with the editor's filters. */
export function RichTextImage({ attrs, context }: { attrs: Record<string, unknown> | undefined; context: Pick<BlockContext, 'assets'> }) {
  const src = text(attrs?.['src']);
  if (!src) return null;
  const { filename, filters } = richTextImageSource(src, attrs);
  const intrinsic = assetDimensions({ filename });
  const width = intrinsic ? Math.min(intrinsic.width, MAX_WIDTH) : undefined;
  const height = intrinsic && width ? Math.round((intrinsic.height * width) / intrinsic.width) : undefined;
  const metaAlt = text((attrs?.['meta_data'] as Record<string, unknown> | null | undefined)?.['alt']);
  return (
    <Image
      src={imageUrl(filename, { width: width ?? 0, ...filters }, context.assets)}
      alt={text(attrs?.['alt']) || metaAlt || ''}
      width={width}
      height={height}
      sizes={SIZES}
    />
  );
}
