#!/usr/bin/env node
// `npm run cms:schema`: prints `{ components, component_groups }`, every content type's and block's
// Storyblok definition as the Management API takes them, from their declarations. Exits 1 (and
// prints nothing on stdout) when the schema would be wrong in a space; lists on stderr the fields
// Storyblok cannot hold yet.
import { declaredSchema } from './cms/declaredSchema.ts';

const { schema, problems, unmodelled } = declaredSchema();
if (problems.length > 0) {
  for (const problem of problems) console.error(`cms:schema: ${problem}`);
  process.exit(1);
}
if (unmodelled.length > 0) console.error(`cms:schema: not in the definitions yet (to remodel as bloks): ${unmodelled.join(', ')}`);
process.stdout.write(`${JSON.stringify(schema, null, 2)}\n`);
