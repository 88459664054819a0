import type { StoryblokSpaceSchema } from '@clavis/cms-client';
import { getMarketConfig, MARKETS, type Market } from '@clavis/i18n-routing';
import type { SpaceClient } from './spaceClient.ts';
import { pushSchema, type PushReport } from './schemaSync.ts';

/** The story events a site's `/api/revalidate` handles. */
export const WEBHOOK_ACTIONS = [
  'story.published',
  'story.unpublished',
  'story.deleted',
  'story.moved',
  'datasource.entries_updated',
] as const;

export interface BootstrapOptions {
  /** Each market site's public origin (`https://www.clavis.de`). */
  siteUrls: Record<Market, string>;
  /** The secret the sites verify webhooks with (the first of `REVALIDATE_SECRET`). */
  webhookSecret?: string;
}

export interface BootstrapReport {
  schema: PushReport;
  foldersCreated: string[];
  configStoriesCreated: string[];
  datasource: 'created' | 'dimensions added' | 'unchanged';
  webhooksCreated: string[];
  previewUrls: 'set' | 'unchanged';
}

interface FolderAnswer {
  id: number;
  full_slug: string;
}
interface DatasourceAnswer {
  id: number;
  slug: string;
  dimensions: { id: number; entry_value: string }[];
}
interface WebhookAnswer {
  endpoint: string;
}
interface SpaceAnswer {
  domain: string;
  environments?: { name: string; location: string }[];
}

/** The folders the content tree needs: each locale, and below it each market serving it and the extranet. */
export function folderTree(): string[] {
  const paths = new Set<string>();
  for (const market of MARKETS) {
    for (const locale of getMarketConfig(market).locales) {
      paths.add(locale);
      paths.add(`${locale}/${market}`);
      paths.add(`${locale}/extranet`);
    }
  }
  return [...paths].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
}

/** Each market's site configuration story: `{locale}/{market}/config`. */
export function configSlugs(): string[] {
  return MARKETS.flatMap((market) => getMarketConfig(market).locales.map((locale) => `${locale}/${market}/config`));
}

/** Where the visual editor opens a story of a market: its site's draft route, the full slug appended. */
export const previewLocation = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/api/draft?slug=`;

async function listAll<T>(client: SpaceClient, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const { stories } = await client.request<{ stories: T[] }>('get', `${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`);
    items.push(...stories);
    if (stories.length < 100) return items;
  }
}

/**
 * Sets up a space for the sites, creating only what is missing (a second run changes nothing):
 * the declared components and groups (cms:push), the folder tree per locale and market, each
 * market's configuration story (a draft for editors to fill), the `redirects` datasource with a
 * dimension per market, a revalidation webhook per site, and the preview URLs (the default is
 * germany's site, one environment per market).
 */
export async function bootstrapSpace(
  client: SpaceClient,
  declared: StoryblokSpaceSchema,
  { siteUrls, webhookSecret }: BootstrapOptions,
): Promise<BootstrapReport> {
  const schema = await pushSchema(client, declared);

  const folders = new Map((await listAll<FolderAnswer>(client, '/stories?folder_only=1')).map((folder) => [folder.full_slug, folder.id]));
  const foldersCreated: string[] = [];
  for (const path of folderTree()) {
    if (folders.has(path)) continue;
    const slug = path.slice(path.lastIndexOf('/') + 1);
    const parent = path.includes('/') ? folders.get(path.slice(0, path.lastIndexOf('/'))) : undefined;
    const { story } = await client.request<{ story: FolderAnswer }>('post', '/stories', {
      story: { name: slug, slug, is_folder: true, ...(parent ? { parent_id: parent } : {}) },
    });
    folders.set(path, story.id);
    foldersCreated.push(path);
  }

  const configStoriesCreated: string[] = [];
  for (const fullSlug of configSlugs()) {
    const { stories } = await client.request<{ stories: unknown[] }>('get', `/stories?with_slug=${encodeURIComponent(fullSlug)}`);
    if (stories.length > 0) continue;
    await client.request('post', '/stories', {
      story: { name: 'Site configuration', slug: 'config', parent_id: folders.get(fullSlug.slice(0, -'/config'.length)), content: { component: 'site_config' } },
    });
    configStoriesCreated.push(fullSlug);
  }

  const { datasources } = await client.request<{ datasources: DatasourceAnswer[] }>('get', '/datasources');
  const redirects = datasources.find((datasource) => datasource.slug === 'redirects');
  let datasource: BootstrapReport['datasource'] = 'unchanged';
  if (!redirects) {
    await client.request('post', '/datasources', {
      datasource: { name: 'Redirects', slug: 'redirects', dimensions_attributes: MARKETS.map((market) => ({ name: market, entry_value: market })) },
    });
    datasource = 'created';
  } else {
    const missing = MARKETS.filter((market) => !redirects.dimensions.some((dimension) => dimension.entry_value === market));
    if (missing.length > 0) {
      await client.request('put', `/datasources/${redirects.id}`, {
        datasource: { dimensions_attributes: missing.map((market) => ({ name: market, entry_value: market })) },
      });
      datasource = 'dimensions added';
    }
  }

  const { webhook_endpoints: endpoints } = await client.request<{ webhook_endpoints: WebhookAnswer[] }>('get', '/webhook_endpoints');
  const webhooksCreated: string[] = [];
  for (const market of MARKETS) {
    const endpoint = `${siteUrls[market].replace(/\/+$/, '')}/api/revalidate`;
    if (endpoints.some((known) => known.endpoint === endpoint)) continue;
    await client.request('post', '/webhook_endpoints', {
      webhook_endpoint: { name: `Revalidate ${market}`, endpoint, actions: WEBHOOK_ACTIONS, activated: true, ...(webhookSecret ? { secret: webhookSecret } : {}) },
    });
    webhooksCreated.push(endpoint);
  }

  const { space } = await client.request<{ space: SpaceAnswer }>('get', '');
  const wanted = {
    domain: previewLocation(siteUrls.germany),
    environments: MARKETS.map((market) => ({ name: market, location: previewLocation(siteUrls[market]) })),
  };
  const previewUrls = JSON.stringify({ domain: space.domain, environments: space.environments ?? [] }) === JSON.stringify(wanted) ? 'unchanged' : 'set';
  if (previewUrls === 'set') await client.request('put', '', { space: wanted });

  return { schema, foldersCreated, configStoriesCreated, datasource, webhooksCreated, previewUrls };
}
