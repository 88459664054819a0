// The round trip on the content server's Management API: push the declarations, pull them back
// equal to cms:schema, diff empty; a field changed on either side is named.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatSchemaChange, toDeclaredShape, type StoryblokSpaceSchema } from '@clavis/cms-client';
import { createContentServer, LOCAL_OAUTH_TOKEN, type ContentServer } from '@clavis/content-server';
import { declaredSchema } from './declaredSchema.ts';
import { createSpaceClient, type SpaceClient } from './spaceClient.ts';
import { diffSchema, pullSchema, pushSchema } from './schemaSync.ts';

const SPACE_ID = 5600;
let server: ContentServer;
let client: SpaceClient;
const declared = declaredSchema().schema;
const sorted = ({ components, component_groups }: StoryblokSpaceSchema): StoryblokSpaceSchema => ({
  components: [...components].sort((a, b) => a.name.localeCompare(b.name)),
  component_groups: [...component_groups].sort((a, b) => a.name.localeCompare(b.name)),
});

before(async () => {
  server = await createContentServer({
    content: { space: { id: SPACE_ID, name: 'Round trip', domain: 'http://127.0.0.1:5601/', version: 1 }, stories: [], datasources: {} },
  });
  const url = await server.listen({ port: 0 });
  client = createSpaceClient({ managementUrl: url, spaceId: SPACE_ID, oauthToken: LOCAL_OAUTH_TOKEN, rateLimit: false, label: 'test' });
});

after(() => server.close());

describe('cms:push, cms:pull, cms:diff', () => {
  it('pushes every declared component, pulls them back equal to cms:schema, and then finds no difference', async () => {
    const report = await pushSchema(client, declared);
    assert.equal(report.created.length, declared.components.length);
    assert.deepEqual(report.groupsCreated.sort(), declared.component_groups.map((group) => group.name).sort());
    // The space chose its own group uuids; the pull answers them under the declared ones.
    const spaceUuids = (await client.components()).component_groups.map((group) => group.uuid);
    assert.ok(spaceUuids.every((uuid) => !declared.component_groups.some((group) => group.uuid === uuid)));
    assert.deepEqual(await pullSchema(client), sorted(declared));
    assert.deepEqual(await diffSchema(client, declared), []);
  });

  it('writes nothing on a second push', async () => {
    const report = await pushSchema(client, declared);
    assert.deepEqual(report, { groupsCreated: [], created: [], updated: [], unchanged: declared.components.length, notDeclared: [] });
  });

  it('names the field an editor changed in the space, and a push puts it back', async () => {
    const { components } = await client.components();
    const changed = declared.components.find((component) => 'title' in component.schema) ?? declared.components[0];
    assert.ok(changed);
    const [fieldName, field] = Object.entries(changed.schema)[0] ?? [];
    assert.ok(fieldName && field);
    const inSpace = components.find((component) => component.name === changed.name);
    assert.ok(inSpace);
    const current = toDeclaredShape(inSpace);
    await client.updateComponent(inSpace.id, { ...current, schema: { ...current.schema, [fieldName]: { ...field, display_name: 'Renamed in the app' } } });
    assert.deepEqual((await diffSchema(client, declared)).map(formatSchemaChange), [
      `~ ${changed.name}.${fieldName} display_name: space "Renamed in the app", declared ${JSON.stringify(field.display_name)}`,
    ]);
    const report = await pushSchema(client, declared);
    assert.deepEqual(report.updated, [changed.name]);
    assert.deepEqual(await diffSchema(client, declared), []);
  });

  it('names a field whose declaration changed', async () => {
    const [first, ...rest] = declared.components;
    assert.ok(first);
    const [fieldName, field] = Object.entries(first.schema)[0] ?? [];
    assert.ok(fieldName && field);
    const edited = { ...declared, components: [{ ...first, schema: { ...first.schema, [fieldName]: { ...field, description: 'Now explained' } } }, ...rest] };
    assert.deepEqual((await diffSchema(client, edited)).map(formatSchemaChange), [
      `~ ${first.name}.${fieldName} description: space ${field.description === undefined ? '(none)' : JSON.stringify(field.description)}, declared "Now explained"`,
    ]);
  });
});
