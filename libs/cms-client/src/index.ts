// Public API of @clavis/cms-client. Every export is listed by name: a change here is an API change.
export { createCmsClient, CDN_BASE_URLS } from './createCmsClient';
export type { CmsClient, CmsClientOptions, CmsRegion } from './createCmsClient';
export { CmsClientError, isCmsClientError } from './errors';
export { UUID_BATCH_SIZE, DEFAULT_PER_PAGE } from './resources/stories';
export type { StoriesResource } from './resources/stories';
export type { LinksResource } from './resources/links';
export type { DatasourcesResource } from './resources/datasources';
export type { ManagementResource } from './resources/management';
export type { CmsFetchOptions } from './utils/transport';
export { parseRetryAfter } from './utils/transport';
export type {
  CdnLink,
  DatasourceEntriesParams,
  DatasourceEntry,
  FilterQuery,
  LinksParams,
  Space,
  StoriesParams,
  StoriesResponse,
  Story,
  StoryAlternate,
  StoryContent,
  StoryResponse,
  StoryVersion,
} from './types';
export { createHttpClient, HttpError } from './http/createHttpClient';
export type { HttpClient, HttpClientOptions } from './http/createHttpClient';
