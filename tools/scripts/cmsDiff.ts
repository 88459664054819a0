#!/usr/bin/env node
// `npm run cms:diff`: what differs between the declarations and a space's components.
import { formatSchemaChange } from '@clavis/cms-client';
import { declaredSchema } from './cms/declaredSchema.ts';
import { runCmsCommand } from './cms/runCmsCommand.ts';
import { diffSchema } from './cms/schemaSync.ts';

await runCmsCommand(
  'cms:diff',
  'npm run cms:diff: prints one line per difference between the declarations (cms:schema) and the space: + missing in the space, - only in the space, ~ a setting that differs (component.field setting). Prints nothing and exits 0 when they agree; exits 1 when they differ.',
  async (client) => {
    const changes = await diffSchema(client, declaredSchema().schema);
    for (const change of changes) console.log(formatSchemaChange(change));
    return changes.length > 0 ? 1 : 0;
  },
);
