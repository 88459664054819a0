import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ContentData, SpaceInfo, StoredDatasourceEntry, StoredStory } from './types';

export interface Folder {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  parent_id: number | null;
  position: number;
}

/** A stable number from a path, so folder ids never change between runs. */
function stableId(text: string): number {
  return Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16) % 1_000_000_000;
}

function stableUuid(text: string): string {
  const hex = createHash('sha1').update(`folder:${text}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The folder path a story sits in: `de/germany/uber-uns/team` -> `de/germany/uber-uns`; a start page `de/germany/` -> `de/germany`. */
export function folderOf(fullSlug: string): string {
  if (fullSlug.endsWith('/')) return fullSlug.slice(0, -1);
  const last = fullSlug.lastIndexOf('/');
  return last === -1 ? '' : fullSlug.slice(0, last);
}

/**
 * The stories, folders and datasources in memory, with the indexes the API needs. Changes go
 * through `update`, which raises the cache version like a publish in Storyblok.
 */
export class ContentStore {
  space: SpaceInfo;
  readonly datasources: Record<string, StoredDatasourceEntry[]>;
  private stories: StoredStory[] = [];
  private bySlug = new Map<string, StoredStory>();
  private byUuid = new Map<string, StoredStory>();
  private byId = new Map<number, StoredStory>();
  private groups = new Map<string, StoredStory[]>();
  folders = new Map<string, Folder>();
  private folderNames: Record<string, string>;

  constructor(data: ContentData) {
    this.space = { ...data.space };
    this.datasources = data.datasources;
    this.folderNames = data.folderNames ?? {};
    this.replaceAll(data.stories);
  }

  private replaceAll(stories: StoredStory[]) {
    this.stories = [...stories];
    this.bySlug = new Map(stories.map((story) => [story.full_slug, story]));
    this.byUuid = new Map(stories.map((story) => [story.uuid, story]));
    this.byId = new Map(stories.map((story) => [story.id, story]));
    this.groups = new Map();
    for (const story of stories) {
      const group = this.groups.get(story.group_id) ?? [];
      group.push(story);
      this.groups.set(story.group_id, group);
    }
    this.folders = new Map();
    for (const story of stories) {
      let path = folderOf(story.full_slug);
      while (path && !this.folders.has(path)) {
        const slug = path.slice(path.lastIndexOf('/') + 1);
        const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
        this.folders.set(path, {
          id: stableId(`folder:${path}`),
          uuid: stableUuid(path),
          name: this.folderNames[path] ?? slug,
          slug,
          full_slug: path,
          parent_id: parent ? stableId(`folder:${parent}`) : null,
          position: 0,
        });
        path = parent;
      }
    }
  }

  all(): readonly StoredStory[] {
    return this.stories;
  }

  /** A story by full slug; a folder path also finds the folder's start page (`de/germany` -> `de/germany/`). */
  bySlugOrStartpage(fullSlug: string): StoredStory | undefined {
    const slug = fullSlug.replace(/^\/+/, '');
    return this.bySlug.get(slug) ?? (slug.endsWith('/') ? this.bySlug.get(slug.slice(0, -1)) : this.bySlug.get(`${slug}/`));
  }

  getByUuid(uuid: string): StoredStory | undefined {
    return this.byUuid.get(uuid);
  }

  getById(id: number): StoredStory | undefined {
    return this.byId.get(id);
  }

  parentId(story: StoredStory): number | null {
    const folder = folderOf(story.full_slug);
    return folder ? (this.folders.get(folder)?.id ?? null) : null;
  }

  alternatesOf(story: StoredStory): StoredStory[] {
    return (this.groups.get(story.group_id) ?? []).filter((other) => other.uuid !== story.uuid);
  }

  /** Applies a change like a publish: the cache version rises, so clients learn content moved on. */
  update(change: (stories: StoredStory[]) => StoredStory[]): number {
    this.replaceAll(change(this.stories.map((story) => structuredClone(story))));
    this.space = { ...this.space, version: Math.max(this.space.version + 1, Math.floor(Date.now() / 1000)) };
    return this.space.version;
  }
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return Promise.resolve(entry.name.endsWith('.json') ? [path] : []);
    }),
  );
  return files.flat();
}

/**
 * Reads a content folder: `space.json`, `stories/**.json` (one story a file; a start page is
 * `_startpage.json` in its folder), `datasources/{name}.json` and `folders.json` (folder names).
 */
export async function loadContent(contentDir: string): Promise<ContentData> {
  const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(path, 'utf8')) as T;
  const spaceInfo = await readJson<SpaceInfo>(join(contentDir, 'space.json'));
  const storyFiles = (await walk(join(contentDir, 'stories'))).sort();
  const stories = await Promise.all(storyFiles.map((file) => readJson<StoredStory>(file)));
  const datasources: Record<string, StoredDatasourceEntry[]> = {};
  let datasourceFiles: string[] = [];
  try {
    datasourceFiles = await walk(join(contentDir, 'datasources'));
  } catch {
    datasourceFiles = [];
  }
  for (const file of datasourceFiles) {
    const name = relative(join(contentDir, 'datasources'), file).replace(/\.json$/, '');
    datasources[name] = await readJson<StoredDatasourceEntry[]>(file);
  }
  let folderNames: Record<string, string> = {};
  try {
    folderNames = await readJson<Record<string, string>>(join(contentDir, 'folders.json'));
  } catch {
    folderNames = {};
  }
  return withContentVersion({ space: spaceInfo, stories, datasources, folderNames });
}

/**
 * The cache version follows the content, as Storyblok's does after a publish: clients (and Next's
 * fetch cache, which keys CMS answers by URL and `cv`) see changed content as new after a restart
 * (other fixtures, another `CONTENT_SCALE`), and unchanged content keeps its version.
 */
export function withContentVersion(data: ContentData): ContentData {
  const { stories, datasources, folderNames = {} } = data;
  const fingerprint = createHash('sha256').update(JSON.stringify([stories, Object.entries(datasources).sort(([a], [b]) => a.localeCompare(b)), folderNames])).digest();
  return { ...data, folderNames, space: { ...data.space, version: data.space.version + (fingerprint.readUInt32BE(0) % 1_000_000) } };
}
