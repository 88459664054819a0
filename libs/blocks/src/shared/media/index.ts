export { CmsImage } from './CmsImage';
export type { CmsImageProps } from './CmsImage';
export { imageSources, candidateWidths, IMAGE_WIDTHS } from './imageSources';
export type { ImageSources } from './imageSources';
export { parseRatio, cssAspectRatio, ratioFieldSchema, DEFAULT_RATIO } from './ratio';
export type { AspectRatio } from './ratio';
export { hasFile, requiredImageSchema, optionalImageSchema, optionalTextSchema } from './assetFields';
export { CallToAction } from './CallToAction';
export type { CallToActionProps } from './CallToAction';
