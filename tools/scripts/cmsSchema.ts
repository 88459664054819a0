#!/usr/bin/env node
// `npm run cms:schema`: prints `{ components, component_groups }`, every content type's and block's
// Storyblok definition as the Management API takes them, from their declarations. Exits 1 (and
// prints nothing on stdout) when the schema would be wrong in a space; lists on stderr the fields
// Storyblok cannot hold yet.
import { createHash } from 'node:crypto';
import { checkSpaceSchema, collectSpaceSchema, contentComponents, contentTypes, unmodelledFields } from '@clavis/cms-client';
import { blockComponents } from '@clavis/blocks/components';

// A name-based (version 5 style) uuid: the same group gets the same uuid on every run and machine.
function groupUuid(name: string): string {
  const hex = createHash('sha1').update(`clavis component group:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

const declarations = [...contentComponents, ...blockComponents];
const schema = collectSpaceSchema(declarations, { groupUuid });
const problems = checkSpaceSchema(schema, { contentTypes });
if (problems.length > 0) {
  for (const problem of problems) console.error(`cms:schema: ${problem}`);
  process.exit(1);
}
const unmodelled = unmodelledFields(declarations);
if (unmodelled.length > 0) console.error(`cms:schema: not in the definitions yet (to remodel as bloks): ${unmodelled.join(', ')}`);
process.stdout.write(`${JSON.stringify(schema, null, 2)}\n`);
