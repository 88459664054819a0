/** @jest-environment node */
import { parseWebhookPayload } from './webhookPayload';

describe('parseWebhookPayload', () => {
  it("reads Storyblok's story event", () => {
    const raw = JSON.stringify({ text: 'The user x published the Story y', action: 'published', space_id: 9, story_id: 42, full_slug: 'es/spain/privacidad' });
    expect(parseWebhookPayload(raw)).toEqual({ kind: 'story', action: 'published', storyId: 42, fullSlug: 'es/spain/privacidad' });
  });

  it('trims the slashes of a start page slug', () => {
    const raw = JSON.stringify({ action: 'unpublished', story_id: 1, full_slug: 'de/germany/' });
    expect(parseWebhookPayload(raw)).toMatchObject({ kind: 'story', fullSlug: 'de/germany', action: 'unpublished' });
  });

  it.each(['published', 'unpublished', 'deleted', 'moved'])('reads a %s story event without full_slug', (action) => {
    expect(parseWebhookPayload(JSON.stringify({ text: 't', action, space_id: 9, story_id: 7 }))).toEqual({ kind: 'story', action, storyId: 7 });
  });

  it.each([
    ['an empty slug', ' ', /empty/],
    ['a slug with a dot segment', 'de/global/../extranet/x', /dot segment/],
    ['a slug with an encoded dot segment', 'de/global/%2E%2e/extranet/x', /dot segment/],
    ['a slug with a backslash', 'de/global/..\\extranet', /backslash/],
  ])('keeps the story of an event with %s, without the slug', (_name, fullSlug, problem) => {
    const event = parseWebhookPayload(JSON.stringify({ action: 'moved', story_id: 1, full_slug: fullSlug }));
    expect(event).toEqual({ kind: 'story', action: 'moved', storyId: 1, slugProblem: expect.stringMatching(problem) });
  });

  it.each(['entries_updated', 'datasource_entry_saved'])('reads a datasource event (%s)', (action) => {
    expect(parseWebhookPayload(JSON.stringify({ text: 't', action, space_id: 9, datasource_slug: 'redirects' }))).toEqual({ kind: 'datasource', action, datasourceSlug: 'redirects' });
  });

  it.each([
    ['not JSON', '{"action":', { action: '', problem: 'body is not JSON' }],
    ['an array', '[]', { action: '', problem: 'body is not a JSON object' }],
    ['a story action without story id', JSON.stringify({ action: 'published', full_slug: 'a/b' }), { action: 'published' }],
    ['a string story id', JSON.stringify({ action: 'published', story_id: '42', full_slug: 'a/b' }), { action: 'published' }],
    ["an asset's deleted", JSON.stringify({ text: 'asset', action: 'deleted', space_id: 9, asset_id: 3 }), { action: 'deleted', text: 'asset' }],
    ['a user event', JSON.stringify({ action: 'added', space_id: 9, user_id: 3 }), { action: 'added' }],
    ['a release', JSON.stringify({ action: 'release_merged', release_id: 3 }), { action: 'release_merged' }],
  ])('reads %s as another event', (_name, raw, fields) => {
    expect(parseWebhookPayload(raw)).toMatchObject({ kind: 'other', ...fields });
  });
});
