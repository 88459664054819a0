import carKeys from '@clavis/content-server/stories/de/global/kategorien/autoschluessel.json';
import futura from '@clavis/content-server/stories/de/global/produkte/futura.json';
import { folderPrefix } from './folderSlug';
import { relationListSchema, resolvedStories } from './relations';
import { cardPages } from './CardCarousel';

describe('relation fields', () => {
  it('keeps resolved stories of the wanted type in order, skipping uuids left unresolved', () => {
    const values = relationListSchema.parse([futura, '0c5f6f5e-1111-4aaa-8bbb-000000000000', carKeys]);
    expect(resolvedStories(values).map((story) => story.uuid)).toEqual([futura.uuid, carKeys.uuid]);
    expect(resolvedStories(values, ['category']).map((story) => story.uuid)).toEqual([carKeys.uuid]);
  });

  it('reads a missing or null field as no choice and rejects anything but a list', () => {
    expect(relationListSchema.parse(undefined)).toEqual([]);
    expect(relationListSchema.parse(null)).toEqual([]);
    expect(relationListSchema.safeParse('futura').success).toBe(false);
    expect(relationListSchema.safeParse([{ uuid: 'x' }]).success).toBe(false);
  });
});

describe('folderPrefix', () => {
  it('gives a slug exactly one trailing slash and no leading one', () => {
    expect(folderPrefix('de/germany/kundendienst')).toBe('de/germany/kundendienst/');
    expect(folderPrefix('/de/germany/kundendienst//')).toBe('de/germany/kundendienst/');
    expect(folderPrefix('  ')).toBe('');
  });
});

describe('cardPages', () => {
  it('splits cards into slides of a size, the last one shorter', () => {
    expect(cardPages([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(cardPages([], 3)).toEqual([]);
    expect(cardPages([1, 2], 0)).toEqual([[1], [2]]);
  });
});
