import { applyExclusions, parseExclusions, withoutFields } from './exclusions';

const content = {
  _uid: 'p1',
  component: 'page',
  title: 'Über uns',
  teaser: 'Kurz',
  image: { fieldtype: 'asset', filename: '/f/1/a.jpg', title: 'Bild', alt: 'Alt' },
  body: [
    { _uid: 'b1', component: 'hero', title: 'Willkommen', teaser: 'Hallo', items: [{ _uid: 'b2', component: 'card', title: 'Karte', link: 'x' }] },
    {
      _uid: 'b3',
      component: 'text',
      text: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Absatz' }] },
          { type: 'blok', attrs: { body: [{ _uid: 'b4', component: 'quote', title: 'Zitat', text: 'Wort' }] } },
        ],
      },
    },
  ],
};

describe('excluding_fields and excluding_story_fields', () => {
  it('reads comma-separated lists, and ignores story fields Storyblok does not let go and block keys', () => {
    const exclusions = parseExclusions({ excluding_fields: 'title, teaser,,component,_uid', excluding_story_fields: 'alternates,id,content,tag_list,uuid' });
    expect([...exclusions.fields]).toEqual(['title', 'teaser']);
    expect([...exclusions.storyFields]).toEqual(['alternates', 'tag_list']);
    expect(parseExclusions({})).toEqual({ fields: new Set(), storyFields: new Set() });
  });

  it('drops content fields from every block at any depth, rich text blocks included, and leaves field values alone', () => {
    const trimmed = withoutFields(content, new Set(['title', 'teaser', 'text'])) as typeof content;
    expect(trimmed).toEqual({
      _uid: 'p1',
      component: 'page',
      image: { fieldtype: 'asset', filename: '/f/1/a.jpg', title: 'Bild', alt: 'Alt' },
      body: [
        { _uid: 'b1', component: 'hero', items: [{ _uid: 'b2', component: 'card', link: 'x' }] },
        // `text` is a field of the text block (gone), so the rich text with the quote block goes with it.
        { _uid: 'b3', component: 'text' },
      ],
    });
    // Inside rich text, a text node's `text` is no field; a nested block's is.
    const quote = withoutFields(content, new Set(['title'])) as typeof content;
    expect(quote.body[1]).toEqual({
      _uid: 'b3',
      component: 'text',
      text: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Absatz' }] },
          { type: 'blok', attrs: { body: [{ _uid: 'b4', component: 'quote', text: 'Wort' }] } },
        ],
      },
    });
    // The stored content is not changed.
    expect(content.title).toBe('Über uns');
    expect(content.body[0]).toHaveProperty('items.0.title', 'Karte');
  });

  it('drops excludable story fields, and content fields unless told not to', () => {
    const story = { id: 1, uuid: 'u', name: 'Über uns', full_slug: 'de/germany/uber-uns', content, alternates: [{ id: 2 }], tag_list: ['a'], position: 3 };
    const exclusions = parseExclusions({ excluding_fields: 'title', excluding_story_fields: 'alternates,tag_list' });
    const trimmed = applyExclusions(story, exclusions);
    expect(Object.keys(trimmed)).toEqual(['id', 'uuid', 'name', 'full_slug', 'content', 'position']);
    expect(trimmed.content).not.toHaveProperty('title');
    expect(applyExclusions(story, exclusions, { contentFields: false }).content).toBe(content);
    // Nothing to exclude: the same object, no copy.
    expect(applyExclusions(story, parseExclusions({}))).toBe(story);
  });
});
