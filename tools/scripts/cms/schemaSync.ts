import {
  diffSpaceSchema,
  remapGroupUuids,
  toDeclaredShape,
  type SchemaChange,
  type StoryblokComponent,
  type StoryblokSpaceSchema,
} from '@clavis/cms-client';
import { groupUuid } from './declaredSchema.ts';
import type { SpaceClient } from './spaceClient.ts';

const byName = <T extends { name: string }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.name.localeCompare(b.name));

/**
 * The space's components and groups in the declared format: read-only parts left out, and each
 * group named by the uuid the declarations give its name (a space chooses its own uuids), so the
 * answer compares with `cms:schema`. Sorted by name.
 */
export async function pullSchema(client: SpaceClient): Promise<StoryblokSpaceSchema> {
  const answer = await client.components();
  const declaredUuid = new Map(answer.component_groups.map((group) => [group.uuid, groupUuid(group.name)]));
  const pulled = remapGroupUuids(
    {
      component_groups: answer.component_groups.map(({ uuid, name }) => ({ uuid, name })),
      components: answer.components.map(toDeclaredShape),
    },
    (uuid) => declaredUuid.get(uuid),
  );
  return { components: byName(pulled.components), component_groups: byName(pulled.component_groups) };
}

/** What differs between the declared schema and the space's. */
export async function diffSchema(client: SpaceClient, declared: StoryblokSpaceSchema): Promise<SchemaChange[]> {
  return diffSpaceSchema(declared, await pullSchema(client));
}

export interface PushReport {
  groupsCreated: string[];
  created: string[];
  updated: string[];
  unchanged: number;
  /** Components the space has and the declarations do not: left in place. */
  notDeclared: string[];
}

/**
 * Makes the space's components what the declarations say: missing groups and components are
 * created, differing ones updated, equal ones left alone (a second push writes nothing). A
 * component only the space has is reported, never deleted: stories may still use it.
 */
export async function pushSchema(client: SpaceClient, declared: StoryblokSpaceSchema): Promise<PushReport> {
  const answer = await client.components();
  const spaceGroups = new Map(answer.component_groups.map((group) => [group.name, group.uuid]));
  const groupsCreated: string[] = [];
  for (const group of declared.component_groups) {
    if (spaceGroups.has(group.name)) continue;
    spaceGroups.set(group.name, (await client.createGroup(group.name)).uuid);
    groupsCreated.push(group.name);
  }
  const spaceUuid = new Map(declared.component_groups.map((group) => [group.uuid, spaceGroups.get(group.name)]));
  const inSpaceUuids = remapGroupUuids(declared, (uuid) => spaceUuid.get(uuid));
  const existing = new Map(answer.components.map((component) => [component.name, component]));
  const report: PushReport = { groupsCreated, created: [], updated: [], unchanged: 0, notDeclared: [] };
  for (const component of inSpaceUuids.components) {
    const current = existing.get(component.name);
    if (!current) {
      await client.createComponent(component);
      report.created.push(component.name);
    } else if (differs(component, toDeclaredShape(current))) {
      await client.updateComponent(current.id, component);
      report.updated.push(component.name);
    } else report.unchanged += 1;
  }
  const declaredNames = new Set(declared.components.map((component) => component.name));
  report.notDeclared = answer.components.map((component) => component.name).filter((name) => !declaredNames.has(name));
  return report;
}

const differs = (declared: StoryblokComponent, inSpace: StoryblokComponent): boolean =>
  diffSpaceSchema({ components: [declared], component_groups: [] }, { components: [inSpace], component_groups: [] }).length > 0;
