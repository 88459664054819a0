import { defineComponent } from './defineComponent';
import { field } from './field';
import { diffSpaceSchema, formatSchemaChange, remapGroupUuids, toDeclaredShape } from './schemaDiff';
import { collectSpaceSchema } from './spaceSchema';

const groupUuid = (name: string) => `declared-${name.toLowerCase()}`;
const teaser = defineComponent({
  name: 'teaser',
  displayName: 'Teaser',
  kind: 'nestable',
  group: 'Parts',
  fields: { headline: field.text({ required: true, maxLength: 20 }) },
});
const page = defineComponent({
  name: 'page',
  displayName: 'Page',
  kind: 'root',
  fields: { title: field.text({ required: true }), body: field.bloks({ groups: ['Parts'] }) },
});
const declared = collectSpaceSchema([page, teaser], { groupUuid });

/** The declared schema as a space answers it: its own group uuids, ids and read-only parts. */
function asSpaceAnswers() {
  const inSpace = remapGroupUuids(declared, (uuid) => uuid.replace('declared-', 'space-'));
  return {
    component_groups: inSpace.component_groups,
    components: inSpace.components.map((component, index) => ({
      ...component,
      id: index + 1,
      real_name: component.display_name,
      created_at: '2026-01-01T00:00:00.000Z',
      all_presets: [],
      schema: Object.fromEntries(Object.entries(component.schema).map(([key, definition]) => [key, { ...definition, id: `f-${key}` }])),
    })),
  };
}

describe('diffSpaceSchema', () => {
  const back = (answer: ReturnType<typeof asSpaceAnswers>) =>
    remapGroupUuids({ component_groups: answer.component_groups, components: answer.components.map(toDeclaredShape) }, (uuid) =>
      uuid.replace('space-', 'declared-'),
    );

  it('finds nothing once a space answers what was declared, in its own uuids and with its read-only parts', () => {
    expect(back(asSpaceAnswers())).toEqual(declared);
    expect(diffSpaceSchema(declared, back(asSpaceAnswers()))).toEqual([]);
  });

  it('names the field and setting that changed, and what is missing or extra', () => {
    const answer = asSpaceAnswers();
    const [pageInSpace, teaserInSpace] = answer.components;
    (teaserInSpace?.schema['headline'] as { max_length?: number }).max_length = 40;
    delete pageInSpace?.schema['body'];
    answer.components.push({ ...(teaserInSpace as (typeof answer.components)[number]), name: 'legacy' });
    expect(diffSpaceSchema(declared, back(answer)).map(formatSchemaChange)).toEqual([
      '+ page.body (not in the space)',
      '~ teaser.headline max_length: space 40, declared 20',
      '- legacy (only in the space, not declared)',
    ]);
  });

  it('names a group and a component the space lacks', () => {
    expect(diffSpaceSchema(declared, { component_groups: [], components: [] }).map(formatSchemaChange)).toEqual([
      '+ component group "Parts" (not in the space)',
      '+ page (not in the space)',
      '+ teaser (not in the space)',
    ]);
  });
});
