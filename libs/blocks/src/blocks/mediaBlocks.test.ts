import type { Story } from '@clavis/cms-client';
import smartProWeek from '@clavis/content-server/stories/de/germany/smart-pro-woche.json';
import { fixtureBloks, fixtureStories } from '../testing/fixtures';
import { mediaBlocks } from './mediaBlocks';

const stories = [...Object.values(fixtureStories), smartProWeek as unknown as Story];

describe('mediaBlocks', () => {
  it.each(Object.keys(mediaBlocks))('%s: every fixture blok is valid content', (component) => {
    const bloks = fixtureBloks(component, stories);
    expect(bloks.length).toBeGreaterThan(0);
    for (const blok of bloks) {
      const parsed = mediaBlocks[component]?.schema.safeParse(blok);
      expect({ uid: blok._uid, issues: parsed?.error?.issues ?? [] }).toEqual({ uid: blok._uid, issues: [] });
    }
  });

  it('registers each block under the component name its schema accepts', () => {
    for (const [component, definition] of Object.entries(mediaBlocks)) {
      const [blok] = fixtureBloks(component, stories);
      expect(definition.schema.safeParse({ ...blok, component: `${component}_other` }).success).toBe(false);
    }
  });
});
