import { createCmsClient } from '@clavis/cms-client';
import { compareBy, createStorySource, listFrom } from './storySource';
import { fakeClient, story } from '../testing/stories';

const stories = [
  story('de/germany/', { component: 'home', title: 'Start' }),
  story('de/germany/uber-uns/', { title: 'Über uns' }),
  story('de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/b', { component: 'news', date: '2026-02-01' }),
  story('de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/a', { component: 'news', date: '2026-03-01' }),
  story('de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/', { component: 'page' }),
  story('de/global/produkte/futura', { component: 'product', name: 'Futura' }),
];

/** A client whose bulk loads fail while `cms.down` is true (the one-story `get` is a spy). */
function switchableClient(down: boolean) {
  const cms = {
    down,
    getAll: jest.fn(async () => {
      if (cms.down) throw new Error('CMS down');
      return stories;
    }),
    get: jest.fn(),
  };
  return cms;
}

describe('createStorySource', () => {
  it('reads each folder once, however many pages and listings ask', async () => {
    const client = fakeClient(stories);
    const source = createStorySource({ client: client as never, relations: [], bulkIsComplete: true });
    expect((await source.story('de/germany/uber-uns'))?.content).toMatchObject({ title: 'Über uns' });
    expect((await source.story('de/germany'))?.content).toMatchObject({ component: 'home' });
    await source.list({ startsWith: 'de/germany/veranstaltungen-und-nachrichten/' });
    expect(await source.story('de/global/produkte/futura')).not.toBeNull();
    expect(client.calls).toEqual(['getAll de/germany/', 'getAll de/global/']);
  });

  it("knows the slug of a story it holds by id, asking the CMS nothing (a moved or deleted story's old URL)", async () => {
    const client = fakeClient(stories);
    const source = createStorySource({ client: client as never, relations: [], bulkIsComplete: false });
    const futura = stories.at(-1) as (typeof stories)[number];
    expect(await source.heldSlug?.(futura.id)).toBeUndefined();
    await source.story('de/global/produkte/futura');
    expect(await source.heldSlug?.(futura.id)).toBe('de/global/produkte/futura');
    expect(await source.heldSlug?.(-1)).toBeUndefined();
    expect(client.calls).toEqual(['getAll de/global/']);
  });

  it('answers null without asking again while prebuilding, and asks for the one story at run time', async () => {
    const prebuild = fakeClient(stories);
    expect(await createStorySource({ client: prebuild as never, relations: [], bulkIsComplete: true }).story('de/germany/neu')).toBeNull();
    expect(prebuild.calls).toEqual(['getAll de/germany/']);

    const runtime = fakeClient(stories);
    expect(await createStorySource({ client: runtime as never, relations: [], bulkIsComplete: false }).story('de/germany/neu')).toBeNull();
    expect(runtime.calls).toEqual(['getAll de/germany/', 'get de/germany/neu']);
  });

  it('answers null for a slug the CMS client refuses to send (a dot segment however encoded)', async () => {
    const client = switchableClient(false);
    client.get.mockImplementation(async (slug: string) => createCmsClient({ baseUrl: 'http://cms.invalid/v2', accessToken: 't', fetch: () => Promise.reject(new Error('never sent')) }).get(slug));
    const source = createStorySource({ client: client as never, relations: [], bulkIsComplete: false });
    expect(await source.story('de/germany/uber-uns/%2e%2e')).toBeNull();
  });

  it('with missReloadMs, answers a miss from its folder loaded again, at most once per period, whatever the URLs', async () => {
    let now = 0;
    const published = [...stories];
    const client = fakeClient(published);
    const source = createStorySource({ client: client as never, relations: [], bulkIsComplete: false, maxAgeMs: 60_000, missReloadMs: 5_000, now: () => now });
    expect(await source.story('de/germany/uber-uns')).not.toBeNull();
    now = 1_000;
    const misses = await Promise.all(['a', 'b', 'c', 'd'].map((slug) => source.story(`de/germany/${slug}`)));
    expect(misses).toEqual([null, null, null, null]);
    expect(client.calls).toEqual(['getAll de/germany/']);

    // Published since the last load: found by the next miss once the folder's answer is 5 s old.
    published.push(story('de/germany/neu', { title: 'Neu' }));
    now = 4_000;
    expect(await source.story('de/germany/neu')).toBeNull();
    now = 6_500;
    expect((await source.story('de/germany/neu'))?.content).toMatchObject({ title: 'Neu' });
    expect(await source.story('de/germany/nope')).toBeNull();
    expect(client.calls).toEqual(['getAll de/germany/', 'getAll de/germany/']);
  });

  it('with missReloadMs, a miss while the CMS is down fails alone: known pages keep their answer', async () => {
    let now = 0;
    const client = switchableClient(false);
    const source = createStorySource({ client: client as never, relations: [], bulkIsComplete: false, maxAgeMs: 60_000, missReloadMs: 5_000, now: () => now });
    expect(await source.story('de/germany/uber-uns')).not.toBeNull();
    client.down = true;
    now = 10_000;
    await expect(source.story('de/germany/neu')).rejects.toThrow('CMS down');
    await expect(source.story('de/germany/other')).rejects.toThrow('CMS down');
    expect((await source.story('de/germany/uber-uns'))?.content).toMatchObject({ title: 'Über uns' });
    expect(client.getAll).toHaveBeenCalledTimes(2);
    // Up again: the next miss after the period loads the folder again.
    client.down = false;
    now = 15_000;
    expect(await source.story('de/germany/other')).toBeNull();
    expect(client.getAll).toHaveBeenCalledTimes(3);
    expect(client.get).not.toHaveBeenCalled();
  });

  it('reloads a folder once its answer is older than maxAgeMs', async () => {
    let now = 0;
    const client = fakeClient(stories);
    const source = createStorySource({ client: client as never, relations: [], bulkIsComplete: false, maxAgeMs: 1000, now: () => now });
    await source.story('de/germany/uber-uns');
    now = 500;
    await source.story('de/germany/uber-uns');
    now = 1500;
    await source.story('de/germany/uber-uns');
    expect(client.calls).toEqual(['getAll de/germany/', 'getAll de/germany/']);
  });

  it('does not keep a failed folder load', async () => {
    const client = switchableClient(true);
    const source = createStorySource({ client: client as never, relations: [], bulkIsComplete: true });
    await expect(source.story('de/germany/uber-uns')).rejects.toThrow('CMS down');
    client.down = false;
    expect(await source.story('de/germany/uber-uns')).not.toBeNull();
  });
});

describe('listFrom', () => {
  it('lists the stories below a prefix, filtered by content type, sorted and limited, with the total', () => {
    const answer = listFrom(stories, {
      startsWith: 'de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/',
      contentTypes: ['news'],
      sortBy: 'content.date:desc',
      limit: 1,
    });
    expect(answer.total).toBe(2);
    expect(answer.stories.map((item) => item.full_slug)).toEqual(['de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/a']);
  });

  it('does not take a sibling whose slug merely starts the same way', () => {
    expect(listFrom([story('de/germany/uber-uns-mehr'), story('de/germany/uber-uns/x')], { startsWith: 'de/germany/uber-uns' }).total).toBe(1);
  });
});

describe('compareBy', () => {
  it('sorts numbers as numbers with :int', () => {
    const items = [story('a', { rank: '10' }), story('b', { rank: '9' })];
    expect([...items].sort(compareBy('content.rank:asc:int')).map((item) => item.full_slug)).toEqual(['b', 'a']);
  });
});
