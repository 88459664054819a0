/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["@clavis/source", "node", "default"]}
 */
import type { Story } from '@clavis/cms-client';
import smartProWeek from '@clavis/content-server/stories/de/germany/smart-pro-woche.json';
import { renderToString } from 'react-dom/server';
import { BlockRenderer } from '../core/BlockRenderer';
import { createBlockContext } from '../testing/createBlockContext';
import { fixtureBlok } from '../testing/fixtures';
import { mediaBlocks } from './mediaBlocks';

const assets = { baseUrl: 'https://a.example.com', imageService: true };
const stories = [smartProWeek as unknown as Story];

describe('media blocks on the server', () => {
  it('render every fixture blok into the static HTML without problems', () => {
    const context = createBlockContext({ assets });
    const bloks = Object.keys(mediaBlocks).map((component) =>
      component.endsWith('_hero_fixed_ratio') || component === 'commercial_card' ? fixtureBlok(component, stories) : fixtureBlok(component),
    );
    const html = renderToString(<BlockRenderer registry={mediaBlocks} context={context} blocks={bloks} />);
    expect(context.problems).toEqual([]);
    for (const blok of bloks) {
      if (typeof blok['title'] === 'string' && blok['title']) expect(html).toContain(blok['title']);
    }
    // The carousel's slides are in the HTML, not only after hydration.
    expect(html).toContain('Werk Conegliano, Halle 4');
  });

  it('gives only the opening hero image high priority, and no preload: in a prefetched page it would download', () => {
    const html = renderToString(
      <BlockRenderer registry={mediaBlocks} context={createBlockContext({ assets })} blocks={[fixtureBlok('editorial_hero'), fixtureBlok('full_banner')]} />,
    );
    // React's server renderer preloads an eager <img> by itself, unless it is inside a <picture>.
    expect(html).not.toContain('rel="preload"');
    expect(html).toMatch(/<picture[^>]*><img src="[^"]*scene-02\.jpg[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(html).toMatch(/<img src="[^"]*scene-03\.jpg[^>]*loading="lazy"/);
  });
});
