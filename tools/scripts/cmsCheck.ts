#!/usr/bin/env node
// `npm run cms:check`: walks every story of a space and lists what the sites cannot serve well.
import { CDN_BASE_URLS, createCmsClient } from '@clavis/cms-client';
import { DEFAULT_TOKENS } from '@clavis/content-server/local-space';
import { checkSpace, FINDING_TITLES, type CheckedStory, type FindingKind } from './cms/checkSpace.ts';
import { declaredSchema } from './cms/declaredSchema.ts';

const USAGE = `npm run cms:check: reads every story of a space (drafts included) and lists, by full_slug,
stories whose slug no route matches, content that breaks its schema (the declarations, as cms:schema
prints them; required fields for published stories), images without alt text, broken story links and
missing translations per market. Exits 1 when it lists any, 0 when none, 2 when the space cannot be read.

Settings (environment):
  STORYBLOK_PREVIEW_TOKEN  a preview token of the space (reads drafts); STORYBLOK_TOKEN when unset;
                           without either, the local space of the content server (127.0.0.1:4100)
  STORYBLOK_REGION         eu, us, ap, ca or cn (default eu)
  CMS_BASE_URL             another CDN API base URL (a content server on another port)`;

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

const token = process.env['STORYBLOK_PREVIEW_TOKEN'] || process.env['STORYBLOK_TOKEN'];
const region = (process.env['STORYBLOK_REGION'] || 'eu') as keyof typeof CDN_BASE_URLS;
if (!(region in CDN_BASE_URLS)) {
  console.error(`cms:check: STORYBLOK_REGION must be one of ${Object.keys(CDN_BASE_URLS).join(', ')}`);
  process.exit(2);
}
const baseUrl = process.env['CMS_BASE_URL'] ?? (token ? CDN_BASE_URLS[region] : 'http://127.0.0.1:4100/v2');
const client = createCmsClient({ baseUrl, accessToken: token ?? DEFAULT_TOKENS.preview, version: 'draft' });

let stories: CheckedStory[];
try {
  stories = (await client.getAll({ version: 'draft', per_page: 100 })) as unknown as CheckedStory[];
} catch (error) {
  console.error(`cms:check: cannot read the stories at ${baseUrl}: ${(error as Error).message}`);
  process.exit(2);
}
const findings = checkSpace(stories, declaredSchema().schema.components);
console.log(`cms:check: ${stories.length} stories at ${baseUrl}`);
for (const kind of Object.keys(FINDING_TITLES) as FindingKind[]) {
  const ofKind = findings.filter((finding) => finding.kind === kind);
  console.log(`${FINDING_TITLES[kind]}: ${ofKind.length}`);
  for (const finding of ofKind) console.log(`  ${finding.fullSlug}: ${finding.message}`);
}
process.exit(findings.length > 0 ? 1 : 0);
