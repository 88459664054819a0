// `@clavis/auth/testing`: a fixed session for stories and component tests.
export { SessionPreview } from './SessionPreview';
export type { SessionPreviewProps } from './SessionPreview';
