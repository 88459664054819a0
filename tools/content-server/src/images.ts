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
  /** The editor's focal point (`filters:focal(x1xy1:x2xy2)`, file pixels): a crop keeps it in its middle where it can. */
  focal?: { x1: number; y1: number; x2: number; y2: number };
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
      // `focal(...)` holds a colon of its own: filters part where a name follows.
      for (const filter of part.slice('filters:'.length).split(/:(?=[a-z_]+\()/)) {
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
          case 'focal': {
            const corners = /^(\d+)x(\d+):(\d+)x(\d+)$/.exec(arg);
            if (!corners) return undefined;
            const [x1, y1, x2, y2] = corners.slice(1).map(Number) as [number, number, number, number];
            transform.focal = { x1, y1, x2, y2 };
            break;
          }
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

/**
 * The largest region of the file in the crop's proportions centred on the focal point, moved
 * inside the file where the point is near an edge (as Storyblok's image service crops); undefined
 * when the transform does not crop (fit-in, one side only) or the file's size is unknown.
 */
export function focalRegion(
  { width, height, fitIn, focal }: Pick<ImageTransform, 'width' | 'height' | 'fitIn' | 'focal'>,
  file: { width?: number; height?: number },
): { left: number; top: number; width: number; height: number } | undefined {
  if (!focal || fitIn || width <= 0 || height <= 0 || !file.width || !file.height) return undefined;
  const scale = Math.min(file.width / width, file.height / height);
  const cropWidth = Math.max(1, Math.min(file.width, Math.round(width * scale)));
  const cropHeight = Math.max(1, Math.min(file.height, Math.round(height * scale)));
  const centre = (a: number, b: number, size: number, crop: number) =>
    Math.round(Math.min(size - crop, Math.max(0, (Math.min(a, size) + Math.min(b, size)) / 2 - crop / 2)));
  return {
    left: centre(focal.x1, focal.x2, file.width, cropWidth),
    top: centre(focal.y1, focal.y2, file.height, cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

/** Applies a transform with sharp; the source format is kept unless `format(..)` says otherwise. */
export async function transformImage(
  source: Buffer,
  transform: ImageTransform,
): Promise<{ body: Buffer; contentType: string }> {
  let image = sharp(source, { failOn: 'error' });
  const metadata = await sharp(source).metadata();
  const region = transform.focal && focalRegion(transform, metadata);
  // Cut from the file as it is stored, where the focal point's pixels are counted.
  if (region) image = image.extract(region);
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
  const format = transform.format ?? (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp' ? metadata.format : 'png');
  if (transform.fill && format === 'jpeg') image = image.flatten({ background: `#${transform.fill.replace(/^#/, '')}` });
  const quality = transform.quality ?? 80;
  image = format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg({ quality }) : format === 'avif' ? image.avif({ quality }) : image.webp({ quality });
  return { body: await image.toBuffer(), contentType: contentTypes[format] };
}
