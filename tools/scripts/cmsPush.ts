#!/usr/bin/env node
// `npm run cms:push`: makes a space's components and component groups what the declarations say.
import { declaredSchema } from './cms/declaredSchema.ts';
import { runCmsCommand } from './cms/runCmsCommand.ts';
import { pushSchema } from './cms/schemaSync.ts';

await runCmsCommand(
  'cms:push',
  'npm run cms:push: creates the missing component groups and components of the space, updates those that differ from the declarations (cms:schema), leaves equal ones and ones only the space has alone.',
  async (client) => {
    const { schema, problems } = declaredSchema();
    if (problems.length > 0) {
      for (const problem of problems) console.error(`cms:push: ${problem}`);
      return 1;
    }
    const report = await pushSchema(client, schema);
    const list = (names: string[]) => (names.length > 0 ? `: ${names.join(', ')}` : '');
    console.log(`cms:push: ${client.target.label}`);
    console.log(`  component groups created ${report.groupsCreated.length}${list(report.groupsCreated)}`);
    console.log(`  components created ${report.created.length}${list(report.created)}`);
    console.log(`  components updated ${report.updated.length}${list(report.updated)}`);
    console.log(`  components unchanged ${report.unchanged}`);
    if (report.notDeclared.length > 0) console.log(`  in the space only, left alone${list(report.notDeclared)}`);
    return 0;
  },
);
