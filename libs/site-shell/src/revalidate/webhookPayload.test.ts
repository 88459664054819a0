/** @jest-environment node */
import { parseWebhookPayload } from './webhookPayload';

describe('parseWebhookPayload', () => {
  it("reads Storyblok's story event", () => {
    const raw = JSON.stringify({ text: 'The user x published the Story y', action: 'published', space_id: 9, story_id: 42, full_slug: 'es/spain/privacidad' });
    expect(parseWebhookPayload(raw)).toEqual({ ok: true, event: { action: 'published', storyId: 42, fullSlug: 'es/spain/privacidad' } });
  });

  it('trims the slashes of a start page slug', () => {
    const raw = JSON.stringify({ action: 'unpublished', story_id: 1, full_slug: 'de/germany/' });
    expect(parseWebhookPayload(raw)).toMatchObject({ ok: true, event: { fullSlug: 'de/germany', action: 'unpublished' } });
  });

  it.each([
    ['not JSON', '{"action":', /not JSON/],
    ['no story id', JSON.stringify({ action: 'published', full_slug: 'a/b' }), /story_id/],
    ['a string story id', JSON.stringify({ action: 'published', story_id: '42', full_slug: 'a/b' }), /story_id/],
    ['an empty slug', JSON.stringify({ action: 'published', story_id: 1, full_slug: ' ' }), /full_slug/],
    ['another event', JSON.stringify({ action: 'entries_updated', datasource_slug: 'x' }), /action/],
    ['an array', '[]', /body/],
    ['a slug with a dot segment', JSON.stringify({ action: 'published', story_id: 1, full_slug: 'de/global/../extranet/x' }), /full_slug: .*dot segment/],
    ['a slug with an encoded dot segment', JSON.stringify({ action: 'moved', story_id: 1, full_slug: 'de/global/%2E%2e/extranet/x' }), /full_slug: .*dot segment/],
    ['a slug with a backslash', JSON.stringify({ action: 'deleted', story_id: 1, full_slug: 'de/global/..\\extranet' }), /full_slug: .*backslash/],
  ])('refuses %s', (_name, raw, problem) => {
    const parsed = parseWebhookPayload(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });
});
