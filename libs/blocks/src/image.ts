// @clavis/blocks/image: the image service's URLs as the blocks write them, as plain functions (no
// React, no styles), for servers that must tell a part the site writes from one it does not (the
// extranet's download links).
export { imageTransform, imageUrl, parseFocus, parseImageTransform } from './core/imageUrl';
export type { ImageFilters, ImageRequest } from './core/imageUrl';
