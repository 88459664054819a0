import { defineBlock } from '../../core/defineBlock';
import { folderPrefix } from '../../shared/cards';
import { DownloadableList } from './DownloadableList';
import { DOWNLOAD_CONTENT_TYPES } from './downloadItem';
import { downloadableListSchema } from './schema';

/** One CMS page of stories (SPEC.md section 9). */
const DOWNLOADS_LIMIT = 25;

export const downloadableListBlock = defineBlock({
  schema: downloadableListSchema,
  component: DownloadableList,
  data: (blok, scope) => {
    const startsWith = folderPrefix(blok.source ?? scope.storySlug ?? '');
    // Without a folder the list would cover the whole space.
    if (!startsWith) return null;
    return { startsWith, contentTypes: DOWNLOAD_CONTENT_TYPES, sortBy: 'position:asc', limit: DOWNLOADS_LIMIT };
  },
});
export type { DownloadableListContent } from './schema';
