import type { Story } from '../types';
import { linkHref } from './linkHref';
import { parseStory, StoryValidationError } from './parseStory';
import { richTextToPlainText } from './richTextPlainText';

const story = (content: unknown): Story<unknown> =>
  ({ full_slug: 'de/global/produkte/futura', content }) as Story<unknown>;

describe('parseStory', () => {
  const event = {
    _uid: 'e1',
    component: 'event',
    title: 'Fachmesse',
    status: 'planned',
    start_date: '2026-05-04 09:00',
    end_date: '2026-05-06 18:00',
    location: 'Köln',
    excerpt: 'Wir sind dabei.',
    image: { id: 1, filename: '/f/1/800x600/abc/messe.png', alt: 'Messe' },
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Halle 7' }] }] },
  };

  it('answers the story typed when its content fits', () => {
    expect(parseStory(story(event), 'event').content.status).toBe('planned');
  });

  it('names the story, the field and the problem', () => {
    const broken = { ...event, status: 'postponed' };
    expect(() => parseStory(story(broken))).toThrow(StoryValidationError);
    try {
      parseStory(story(broken));
    } catch (error) {
      const failure = error as StoryValidationError;
      expect(failure.fullSlug).toBe('de/global/produkte/futura');
      expect(failure.field).toBe('status');
      expect(failure.message).toMatch(/^Story "de\/global\/produkte\/futura": field "status" invalid option/);
    }
    expect(() => parseStory(story({ ...event, image: { id: 1 } }))).toThrow(/field "image.filename"/);
    expect(() => parseStory(story({ ...event, component: 'unknown_type' }))).toThrow(/not a known content type/);
    expect(() => parseStory(story(event), 'news')).toThrow(/field "component" is "event", expected "news"/);
  });
});

describe('linkHref', () => {
  it('turns each link type into an href', () => {
    expect(linkHref({ linktype: 'url', url: 'https://example.com' }, { market: 'germany' })).toBe('https://example.com');
    expect(linkHref({ linktype: 'email', email: 'info@clavis.example' }, { market: 'germany' })).toBe(
      'mailto:info@clavis.example',
    );
    expect(
      linkHref({ linktype: 'story', cached_url: 'de/global/produkte/futura', anchor: 'specs' }, { market: 'germany' }),
    ).toBe('/produkte/futura#specs');
    expect(
      linkHref({ linktype: 'story', cached_url: 'old', story: { full_slug: 'en/global/products/futura' } }, { market: 'global' }),
    ).toBe('/en/products/futura');
    expect(linkHref({ linktype: 'asset', url: 'http://127.0.0.1:4100/f/1/a.pdf' }, { market: 'global' })).toBe(
      'http://127.0.0.1:4100/f/1/a.pdf',
    );
    expect(linkHref({ linktype: 'story', cached_url: '' }, { market: 'germany' })).toBeNull();
  });
});

describe('richTextToPlainText', () => {
  it('joins the text of paragraphs', () => {
    expect(
      richTextToPlainText({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Eins ' }, { type: 'text', text: 'zwei', marks: [{ type: 'bold' }] }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'drei' }] },
        ],
      }),
    ).toBe('Eins zwei\ndrei');
  });
});
