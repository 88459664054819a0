import type { Asset } from '@clavis/cms-client';
import type { AssetOptions } from './types';

/** The image service's output formats (SPEC.md section 5). */
export const imageFormats = ['webp', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];
/** The only rotations the image service accepts (SPEC.md section 5). */
export const imageRotations = [90, 180, 270] as const;

/** Image-service filters. Out-of-range values are clamped or dropped, never passed on. */
export interface ImageFilters {
  /** 0 to 100. */
  quality?: number;
  /** 0 to 100. */
  blur?: number;
  /** -100 to 100. */
  brightness?: number;
  /** 90, 180 or 270; anything else is dropped. */
  rotate?: number;
  /** webp, png or jpeg; anything else is dropped. */
  format?: string;
  grayscale?: boolean;
}

export interface ImageRequest extends ImageFilters {
  /** Target width in px (0 keeps the ratio from the height). */
  width?: number;
  /** Target height in px (0 keeps the ratio from the width). */
  height?: number;
  /** Fit inside the box instead of cropping. */
  fitIn?: boolean;
  /**
   * The editor's focal point (Storyblok's asset `focus`, `x1xy1:x2xy2` in file pixels): a crop
   * (both sides given, not `fitIn`) is made around it, `filters:focal(x1xy1:x2xy2)`. Anything else
   * is dropped.
   */
  focus?: string | null;
}

const FOCUS_PATTERN = /^(\d{1,5})x(\d{1,5}):(\d{1,5})x(\d{1,5})$/;

/** The corners of a Storyblok `focus` (`x1xy1:x2xy2`), or undefined for anything else. */
export function parseFocus(focus: string | null | undefined): { x1: number; y1: number; x2: number; y2: number } | undefined {
  const match = focus ? FOCUS_PATTERN.exec(focus.trim()) : null;
  if (!match) return undefined;
  const [x1, y1, x2, y2] = match.slice(1).map(Number) as [number, number, number, number];
  return { x1, y1, x2, y2 };
}

const MAX_DIMENSION = 4000;

function clamp(value: number | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return Math.round(Math.min(max, Math.max(min, value)));
}

/** The filter part of an image-service URL (`filters:quality(70):format(webp)`), '' when none apply. */
export function imageFilters(filters: ImageFilters): string {
  const parts: string[] = [];
  const quality = clamp(filters.quality, 0, 100);
  if (quality !== undefined) parts.push(`quality(${quality})`);
  const blur = clamp(filters.blur, 0, 100);
  if (blur !== undefined && blur > 0) parts.push(`blur(${blur})`);
  const brightness = clamp(filters.brightness, -100, 100);
  if (brightness !== undefined && brightness !== 0) parts.push(`brightness(${brightness})`);
  if (filters.rotate !== undefined && (imageRotations as readonly number[]).includes(filters.rotate)) parts.push(`rotate(${filters.rotate})`);
  if (filters.format !== undefined && (imageFormats as readonly string[]).includes(filters.format)) parts.push(`format(${filters.format})`);
  if (filters.grayscale) parts.push('grayscale()');
  return parts.length ? `filters:${parts.join(':')}` : '';
}

const isAbsolute = (url: string) => /^(https?:)?\/\//.test(url);

/**
 * The URL of a CMS image at a size, through Storyblok's image service (`{asset}/m/{w}x{h}/filters:...`).
 * Relative asset paths (the content server's `/f/...`) get `assets.baseUrl` in front. Non-images
 * (PDF, SVG, video) and the plain asset URL when the service is off are returned untransformed.
 */
export function imageUrl(asset: (Pick<Asset, 'filename'> & Partial<Pick<Asset, 'focus'>>) | string, request: ImageRequest, assets: AssetOptions): string {
  const filename = typeof asset === 'string' ? asset : asset.filename;
  if (!filename) return '';
  const url = isAbsolute(filename) ? filename : `${assets.baseUrl.replace(/\/$/, '')}${filename.startsWith('/') ? '' : '/'}${filename}`;
  if (!assets.imageService || !/\.(jpe?g|png|webp|gif)$/i.test(filename)) return url;
  const focus = request.focus ?? (typeof asset === 'string' ? undefined : asset.focus);
  return `${url}/m/${imageTransform({ ...request, focus })}`;
}

/** The image-service part `imageUrl` writes for a request (`fit-in/480x0/filters:quality(70)`); '' for none. */
export function imageTransform(request: ImageRequest): string {
  const width = clamp(request.width ?? 0, 0, MAX_DIMENSION) ?? 0;
  const height = clamp(request.height ?? 0, 0, MAX_DIMENSION) ?? 0;
  // Only a crop has anything to keep in view: a scaled or fitted picture shows the whole file.
  const focus = width && height && !request.fitIn ? parseFocus(request.focus) : undefined;
  const focal = focus ? `focal(${focus.x1}x${focus.y1}:${focus.x2}x${focus.y2})` : '';
  const filters = imageFilters(request);
  const filterPart = focal ? (filters ? `filters:${focal}:${filters.slice('filters:'.length)}` : `filters:${focal}`) : filters;
  return [request.fitIn ? 'fit-in' : '', width || height ? `${width}x${height}` : '', filterPart].filter(Boolean).join('/');
}

const FILTER = /^(quality|blur|brightness|rotate|format|grayscale)\((-?\d{1,3}|[a-z]{3,4}|)\)$/;
const FOCAL = /^focal\((\d{1,5}x\d{1,5}:\d{1,5}x\d{1,5})\)$/;

/**
 * Reads an image-service part as `imageUrl` writes it, and nothing else: the request it stands for,
 * or null for any other text (another order, a leading zero, a filter or size the site never asks
 * for, a dot or a separator out of place). Where the part is not signed (the extranet's download
 * links), only such a part may be passed on to the image service.
 */
export function parseImageTransform(text: string): ImageRequest | null {
  const segments = text.split('/');
  const request: ImageRequest = {};
  let index = 0;
  if (segments[index] === 'fit-in') {
    request.fitIn = true;
    index += 1;
  }
  const size = /^(\d{1,4})x(\d{1,4})$/.exec(segments[index] ?? '');
  if (size) {
    request.width = Number(size[1]);
    request.height = Number(size[2]);
    index += 1;
  }
  const filters = segments[index];
  if (filters?.startsWith('filters:')) {
    const parts = filters.slice('filters:'.length).split(/:(?=[a-z])/);
    for (const part of parts) {
      const focal = FOCAL.exec(part);
      if (focal) {
        request.focus = focal[1];
        continue;
      }
      const match = FILTER.exec(part);
      if (!match) return null;
      const [, name, value = ''] = match;
      if (name === 'format') request.format = value;
      else if (name === 'grayscale') request.grayscale = value === '' ? true : undefined;
      else request[name as 'quality' | 'blur' | 'brightness' | 'rotate'] = Number(value);
    }
    index += 1;
  }
  if (index === 0 || index !== segments.length) return null;
  return imageTransform(request) === text ? request : null;
}

/** The intrinsic size Storyblok encodes in an asset path (`/f/287000/800x600/...`), if any. */
export function assetDimensions(asset: Pick<Asset, 'filename'>): { width: number; height: number } | undefined {
  const match = /\/(\d+)x(\d+)\//.exec(asset.filename);
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}
