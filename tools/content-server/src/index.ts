export { createContentServer, DEFAULT_TOKENS, RELATIONS_INLINE_LIMIT } from './createContentServer';
export type { ContentServer, ContentServerOptions, RecordedRequest } from './createContentServer';
export { FaultController, faultsFromEnv } from './faults';
export type { FaultOptions } from './faults';
export { ContentStore, loadContent } from './store';
export type { ContentData, SpaceInfo, StoredDatasourceEntry, StoredStory } from './types';
export { parseImageTransform } from './images';
export { WebhookSender, LOCAL_WEBHOOK_SECRET, signWebhookBody, storyEventBody, webhooksFromEnv } from './webhooks';
export type { WebhookOptions, Delivery, StoryAction } from './webhooks';
