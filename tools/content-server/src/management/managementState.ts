import { randomUUID } from 'node:crypto';
import type { StoryblokComponent, StoryblokField } from '@clavis/cms-client';
import type { ContentStore } from '../store';

/** A component as the Management API answers it: the pushed definition plus what Storyblok adds. */
export interface SpaceComponent extends StoryblokComponent {
  id: number;
  created_at: string;
  updated_at: string;
  real_name: string;
  image: string | null;
  preview_field: string | null;
  preview_tmpl: string | null;
  all_presets: unknown[];
  preset_id: number | null;
  color: string | null;
  icon: string | null;
  internal_tags_list: unknown[];
  internal_tag_ids: string[];
  content_type_asset_preview: string | null;
  metadata: Record<string, unknown> | null;
}

export interface SpaceComponentGroup {
  id: number;
  uuid: string;
  name: string;
  parent_id: number | null;
  parent_uuid: string | null;
}

export interface SpaceDimension {
  id: number;
  name: string;
  entry_value: string;
  datasource_id: number;
  created_at: string;
  updated_at: string;
}

export interface SpaceDatasource {
  id: number;
  name: string;
  slug: string;
  dimensions: SpaceDimension[];
  created_at: string;
  updated_at: string;
}

export interface SpaceWebhookEndpoint {
  id: number;
  name: string;
  description: string | null;
  endpoint: string;
  space_id: number;
  secret: string | null;
  actions: string[];
  activated: boolean;
  created_at: string;
  updated_at: string;
}

/** Space settings the Management API changes: the default preview URL and the other ones. */
export interface SpaceSettings {
  domain: string;
  environments: { name: string; location: string }[];
}

/**
 * What the Management API holds besides stories and datasource entries (those live in the
 * ContentStore, which the CDN API reads): the pushed components and groups, the datasources'
 * dimensions, the webhook endpoints, the preview URLs. Ids count up per kind, as in a space.
 */
export class ManagementState {
  readonly components = new Map<number, SpaceComponent>();
  readonly groups = new Map<number, SpaceComponentGroup>();
  readonly datasources = new Map<number, SpaceDatasource>();
  readonly webhookEndpoints = new Map<number, SpaceWebhookEndpoint>();
  settings: SpaceSettings;
  private nextId = { component: 1, group: 1, datasource: 1, dimension: 1, webhook: 1 };

  constructor(store: ContentStore) {
    this.settings = { domain: store.space.domain, environments: [] };
    const now = new Date().toISOString();
    for (const slug of Object.keys(store.datasources).sort()) {
      const id = this.nextId.datasource++;
      const dimensionNames = [...new Set(store.datasources[slug]?.flatMap((entry) => Object.keys(entry.dimensions ?? {})))].sort();
      this.datasources.set(id, {
        id,
        name: slug,
        slug,
        dimensions: dimensionNames.map((name) => this.dimension(id, { name, entry_value: name }, now)),
        created_at: now,
        updated_at: now,
      });
    }
  }

  dimension(datasourceId: number, { name, entry_value }: { name: string; entry_value: string }, now: string): SpaceDimension {
    return { id: this.nextId.dimension++, name, entry_value, datasource_id: datasourceId, created_at: now, updated_at: now };
  }

  /** The pushed definitions, as story checks read them. */
  definitions(): StoryblokComponent[] {
    return [...this.components.values()];
  }

  componentByName(name: string): SpaceComponent | undefined {
    return [...this.components.values()].find((component) => component.name === name);
  }

  saveComponent(input: StoryblokComponent, existing?: SpaceComponent): SpaceComponent {
    const now = new Date().toISOString();
    // Storyblok gives every field an id of its own and keeps it while the field lives.
    const schema: Record<string, StoryblokField & { id: string }> = {};
    for (const [key, definition] of Object.entries(input.schema ?? {})) {
      const known = (existing?.schema[key] as { id?: string } | undefined)?.id;
      schema[key] = { ...definition, id: known ?? randomUUID() };
    }
    const component: SpaceComponent = {
      id: existing?.id ?? this.nextId.component++,
      created_at: existing?.created_at ?? now,
      updated_at: now,
      image: null,
      preview_field: null,
      preview_tmpl: null,
      all_presets: [],
      preset_id: null,
      color: null,
      icon: null,
      internal_tags_list: [],
      internal_tag_ids: [],
      content_type_asset_preview: null,
      metadata: null,
      ...existing,
      name: input.name,
      display_name: input.display_name ?? existing?.display_name ?? input.name,
      ...(input.description !== undefined ? { description: input.description } : {}),
      is_root: input.is_root ?? existing?.is_root ?? false,
      is_nestable: input.is_nestable ?? existing?.is_nestable ?? true,
      schema,
      component_group_uuid: input.component_group_uuid !== undefined ? input.component_group_uuid : (existing?.component_group_uuid ?? null),
      real_name: input.display_name || input.name,
    };
    this.components.set(component.id, component);
    return component;
  }

  createGroup(name: string, parentId: number | null): SpaceComponentGroup {
    const parent = parentId === null ? undefined : this.groups.get(parentId);
    const group: SpaceComponentGroup = {
      id: this.nextId.group++,
      uuid: randomUUID(),
      name,
      parent_id: parent?.id ?? null,
      parent_uuid: parent?.uuid ?? null,
    };
    this.groups.set(group.id, group);
    return group;
  }

  createDatasource(name: string, slug: string, dimensions: { name: string; entry_value: string }[]): SpaceDatasource {
    const now = new Date().toISOString();
    const id = this.nextId.datasource++;
    const datasource: SpaceDatasource = {
      id,
      name,
      slug,
      dimensions: dimensions.map((dimension) => this.dimension(id, dimension, now)),
      created_at: now,
      updated_at: now,
    };
    this.datasources.set(id, datasource);
    return datasource;
  }

  createWebhookEndpoint(input: Omit<SpaceWebhookEndpoint, 'id' | 'created_at' | 'updated_at'>): SpaceWebhookEndpoint {
    const now = new Date().toISOString();
    const endpoint: SpaceWebhookEndpoint = { ...input, id: this.nextId.webhook++, created_at: now, updated_at: now };
    this.webhookEndpoints.set(endpoint.id, endpoint);
    return endpoint;
  }
}
