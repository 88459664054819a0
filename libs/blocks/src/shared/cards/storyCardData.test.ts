import futuraPro from '@clavis/content-server/stories/de/global/produkte/futura-pro.json';
import repairs from '@clavis/content-server/stories/de/germany/kundendienst/reparaturen.json';
import helixE from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/helix-e.json';
import automechanika from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/veranstaltungen/automechanika-2026.json';
import type { Story } from '@clavis/cms-client';
import { createBlockContext } from '../../testing/createBlockContext';
import { newestFirst, storyCardData } from './storyCardData';

const context = createBlockContext();
const story = (value: unknown) => value as Story;

describe('storyCardData', () => {
  it('takes a news story’s title, date, excerpt, picture and URL', () => {
    expect(storyCardData(story(helixE), context)).toEqual({
      id: helixE.uuid,
      title: 'Clavis-Neuigkeiten: Helix E',
      href: '/veranstaltungen-und-nachrichten/nachrichten-uber-uns/helix-e',
      image: helixE.content.image,
      date: expect.stringMatching(/^2025-12-10T/),
      dateLabel: '10. Dezember 2025',
      description: helixE.content.excerpt,
    });
  });

  it('dates an event by its start and a product by nothing, showing its code instead', () => {
    expect(storyCardData(story(automechanika), context).dateLabel).toBe('27. Oktober 2025');
    const product = storyCardData(story(futuraPro), context);
    expect(product).toMatchObject({ title: 'Futura Pro', eyebrow: 'FU-200', href: '/produkte/futura-pro', image: futuraPro.content.images[0] });
    expect(product.date).toBeUndefined();
  });

  it("gives a plain page its hero's picture and the start of its first rich text", () => {
    const card = storyCardData(story(repairs), context);
    expect(card.image?.filename).toBe('/f/287000/800x600/0a9de4dd2f/scene-12.jpg');
    expect(card.description).toBe('Reparatur innerhalb von fünf Werktagen, Leihmaschine inklusive. Abholung und Rücksendung organisieren wir.');
  });

  it('shortens long teasers at a word and has no URL for stories of another market', () => {
    const long = { ...repairs, full_slug: 'it/italy/assistenza/riparazioni', content: { component: 'page', title: 'Lang', intro: 'Wort '.repeat(60) } };
    const card = storyCardData(story(long), context);
    expect(card.description?.length).toBeLessThanOrEqual(161);
    expect(card.description).toMatch(/Wort…$/);
    expect(card.href).toBeNull();
  });

  it('orders cards newest first, undated ones last', () => {
    const cards = [storyCardData(story(futuraPro), context), storyCardData(story(automechanika), context), storyCardData(story(helixE), context)];
    expect(newestFirst(cards).map((card) => card.title)).toEqual(['Clavis-Neuigkeiten: Helix E', 'Clavis auf der Automechanika', 'Futura Pro']);
  });
});
