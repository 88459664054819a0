// Public API of @clavis/cms-client. Every export is listed by name: a change here is an API change.
export { ASSET_ORIGINS, createCmsClient, CDN_BASE_URLS } from './createCmsClient';
export type { CmsClient, CmsClientOptions, CmsRegion } from './createCmsClient';
export { CmsClientError, isCmsClientError } from './errors';
export type { CmsClientErrorCode } from './errors';
export { UUID_BATCH_SIZE, DEFAULT_PER_PAGE, resolveRelations } from './resources/stories';
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
export { storyUrl, parseFullSlug } from './urls/storyUrl';
export type { StoryLocation } from './urls/storyUrl';
export { resolveDecidedRoute, resolveRequest } from './urls/resolveRequest';
export type { ResolvedRequest } from './urls/resolveRequest';
export {
  catalogueFolder,
  childrenFolder,
  isCatalogueRoute,
  isExtranetRoute,
  isPublicStorySlug,
  marketFolder,
  pathBelowLocale,
  siteConfigSlugs,
  storySlugCandidates,
} from './urls/storySlugs';
export { checkStoryPath } from './urls/storyPath';
export type { StoryPathCheck } from './urls/storyPath';
export { checkStorySlug, normalizeStorySlug } from './urls/checkStorySlug';
export type { NormalizedSlug, StoryFinder, StorySlugCheck } from './urls/checkStorySlug';
export { getCustomLanding, CUSTOM_LANDING_ERROR } from './urls/getCustomLanding';
export type { CustomLandingFinder } from './urls/getCustomLanding';
export { linkSchema } from './content/link';
export { linkHref } from './content/linkHref';
export type { Link } from './content/link';
export { richTextSchema, richTextNodeSchema } from './content/richText';
export { richTextToPlainText } from './content/richTextPlainText';
export type { RichTextDocument, RichTextMark, RichTextNode } from './content/richText';
export { assetSchema, blokSchema, relationSchema, dateSchema } from './content/primitives';
export type { Asset, Blok, Relation } from './content/primitives';
export { parseStory, StoryValidationError } from './content/parseStory';
export { defineComponent } from './schema/defineComponent';
export type { ComponentDeclaration, ComponentKind, ComponentOptions, InferComponent } from './schema/defineComponent';
export { field } from './schema/field';
export type { Field, FieldDefinition } from './schema/field';
export { orDefault, orMissing, numberFrom } from './schema/fieldParsers';
export type { OrDefault, OrMissing } from './schema/fieldParsers';
export { bodyGroups, componentGroups } from './schema/componentGroups';
export { checkSpaceSchema, collectSpaceSchema, toStoryblokComponent, unmodelledFields } from './schema/spaceSchema';
export type { SpaceSchemaOptions } from './schema/spaceSchema';
export { formatContentProblem, validateContent } from './schema/validateContent';
export type { ContentProblem, ValidateContentOptions } from './schema/validateContent';
export { diffSpaceSchema, formatSchemaChange, remapGroupUuids, toDeclaredShape } from './schema/schemaDiff';
export type { SchemaChange } from './schema/schemaDiff';
export type {
  StoryblokAssetFileType,
  StoryblokComponent,
  StoryblokComponentGroup,
  StoryblokField,
  StoryblokFieldOption,
  StoryblokFieldType,
  StoryblokSpaceSchema,
} from './schema/storyblokComponent';
export {
  contentSchemas,
  contentTypes,
  homeSchema,
  pageSchema,
  landingPageSchema,
  customLandingSchema,
  categorySchema,
  productSchema,
  newsSchema,
  eventSchema,
  pressReleaseSchema,
  catalogueSchema,
  catalogueFolderSchema,
  bulletinSchema,
  resourceSchema,
  sellerSchema,
  shopSchema,
  contactSchema,
  jobSchema,
  siteConfigSchema,
  extranetDocumentSchema,
  galleryCategorySchema,
  extranetCategorySchema,
  extranetProductSchema,
  contentComponents,
} from './content/contentTypes';
export { eventStatuses, productSegments } from './content/segments';
export type {
  ContentOf,
  ContentType,
  EventStatus,
  NavigationItem,
  HomeContent,
  PageContent,
  LandingPageContent,
  CustomLandingContent,
  CategoryContent,
  ProductContent,
  NewsContent,
  EventContent,
  PressReleaseContent,
  CatalogueContent,
  CatalogueFolderContent,
  BulletinContent,
  ResourceContent,
  SellerContent,
  ShopContent,
  ContactContent,
  JobContent,
  SiteConfigContent,
  ExtranetDocumentContent,
  GalleryCategoryContent,
  ExtranetCategoryContent,
  ExtranetProductContent,
} from './content/contentTypes';
