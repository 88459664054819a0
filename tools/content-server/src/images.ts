import sharp from 'sharp';

export interface ImageTransform {
  width: number;
  height: number;
  fitIn: boolean;
  quality?: number;
  format?: 'webp' | 'png' | 'jpeg' | 'avif';
  blur?: number;
  grayscale: boolean;
  rotate?: 0 | 90 | 180 | 270;
  brightness?: number;
  fill?: string;
}

/**
 * Parses Storyblok's image-service suffix (`/m/`, `/m/600x0`, `/m/fit-in/300x200/smart`,
 * `/m/800x600/filters:quality(70):format(webp)`); answers undefined when it is not one.
 */
export function parseImageTransform(suffix: string): ImageTransform | undefined {
  const parts = suffix.split('/').filter(Boolean);
  const transform: ImageTransform = { width: 0, height: 0, fitIn: false, grayscale: false };
  for (const part of parts) {
    const size = /^(\d+)x(\d+)$/.exec(part);
    if (size) {
      transform.width = Math.min(4000, Number(size[1]));
      transform.height = Math.min(4000, Number(size[2]));
    } else if (part === 'fit-in') {
      transform.fitIn = true;
    } else if (part === 'smart') {
      // Focal-point cropping: attention-based crop below.
    } else if (part.startsWith('filters:')) {
      for (const filter of part.slice('filters:'.length).split(':')) {
        const match = /^([a-z_]+)\(([^)]*)\)$/.exec(filter);
        if (!match) return undefined;
        const [, name, arg = ''] = match;
        switch (name) {
          case 'quality':
            transform.quality = Math.min(100, Math.max(0, Number(arg)));
            break;
          case 'format':
            if (!['webp', 'png', 'jpeg', 'avif'].includes(arg)) return undefined;
            transform.format = arg as ImageTransform['format'];
            break;
          case 'blur':
            transform.blur = Math.min(100, Math.max(0, Number(arg)));
            break;
          case 'grayscale':
            transform.grayscale = true;
            break;
          case 'rotate':
            if (!['0', '90', '180', '270'].includes(arg)) return undefined;
            transform.rotate = Number(arg) as ImageTransform['rotate'];
            break;
          case 'brightness':
            transform.brightness = Math.min(100, Math.max(-100, Number(arg)));
            break;
          case 'fill':
            transform.fill = arg;
            break;
          case 'focal':
          case 'round_corner':
            break;
          default:
            return undefined;
        }
      }
    } else {
      return undefined;
    }
  }
  return transform;
}

const contentTypes = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg', avif: 'image/avif' } as const;

/** Applies a transform with sharp; the source format is kept unless `format(..)` says otherwise. */
export async function transformImage(
  source: Buffer,
  transform: ImageTransform,
): Promise<{ body: Buffer; contentType: string }> {
  let image = sharp(source, { failOn: 'error' });
  if (transform.rotate) image = image.rotate(transform.rotate);
  if (transform.width > 0 || transform.height > 0) {
    image = image.resize({
      width: transform.width || undefined,
      height: transform.height || undefined,
      fit: transform.fitIn ? 'inside' : 'cover',
      position: 'attention',
      withoutEnlargement: false,
    });
  }
  if (transform.blur && transform.blur > 0) image = image.blur(0.3 + transform.blur / 10);
  if (transform.grayscale) image = image.grayscale();
  if (transform.brightness) image = image.modulate({ brightness: 1 + transform.brightness / 100 });
  const metadata = await sharp(source).metadata();
  const format = transform.format ?? (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp' ? metadata.format : 'png');
  if (transform.fill && format === 'jpeg') image = image.flatten({ background: `#${transform.fill.replace(/^#/, '')}` });
  const quality = transform.quality ?? 80;
  image = format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg({ quality }) : format === 'avif' ? image.avif({ quality }) : image.webp({ quality });
  return { body: await image.toBuffer(), contentType: contentTypes[format] };
}
