#!/usr/bin/env node
// `npm run cms:pull`: prints a space's components and groups in the format cms:schema prints.
import { runCmsCommand } from './cms/runCmsCommand.ts';
import { pullSchema } from './cms/schemaSync.ts';

await runCmsCommand(
  'cms:pull',
  "npm run cms:pull: prints the space's { components, component_groups } as cms:schema prints them (read-only parts left out, groups under the uuids the declarations give their names), sorted by name.",
  async (client) => {
    process.stdout.write(`${JSON.stringify(await pullSchema(client), null, 2)}\n`);
    return 0;
  },
);
