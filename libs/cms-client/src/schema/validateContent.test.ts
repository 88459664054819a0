import { defineComponent } from './defineComponent';
import { field } from './field';
import { collectSpaceSchema } from './spaceSchema';
import { formatContentProblem, validateContent } from './validateContent';

const groupUuid = (name: string) => `uuid-${name.toLowerCase().replace(/\W+/g, '-')}`;

const teaser = defineComponent({
  name: 'teaser',
  displayName: 'Teaser',
  kind: 'nestable',
  group: 'Parts',
  fields: {
    headline: field.text({ required: true, maxLength: 20 }),
    image: field.asset({ filetypes: ['images'] }),
    tone: field.option({ options: ['light', 'dark'] }),
    link: field.link({ email: false }),
  },
});
const quote = defineComponent({ name: 'quote', displayName: 'Quote', kind: 'nestable', group: 'Other', fields: { text: field.text() } });
const page = defineComponent({
  name: 'page',
  displayName: 'Page',
  kind: 'root',
  fields: {
    title: field.text({ required: true }),
    pages: field.number({ integer: true, min: 1 }),
    featured: field.boolean(),
    date: field.datetime(),
    body: field.bloks({ whitelist: ['teaser'], maximum: 2 }),
    aside: field.bloks({ groups: ['Parts'] }),
    text: field.richtext({ bloks: ['teaser'] }),
  },
});
const { components } = collectSpaceSchema([page, teaser, quote], { groupUuid });
const messages = (content: unknown, publishing = false) =>
  validateContent(content, components, { publishing }).map(formatContentProblem);

const teaserBlok = (fields: Record<string, unknown> = {}) => ({ _uid: 't1', component: 'teaser', headline: 'Keys', ...fields });

describe('validateContent', () => {
  it('accepts content that fits, numbers as Storyblok sends them (text) and fields no component defines', () => {
    expect(
      messages({
        _uid: 'p1',
        component: 'page',
        title: 'Home',
        pages: '12',
        featured: true,
        date: '2026-03-15 09:00',
        extra: { kept: 'as Storyblok keeps it' },
        body: [teaserBlok({ image: { id: 1, filename: '/f/1/2x2/ab/key.png', fieldtype: 'asset' }, tone: 'dark' })],
        aside: [teaserBlok()],
        text: { type: 'doc', content: [{ type: 'blok', attrs: { body: [teaserBlok()] } }] },
      }),
    ).toEqual([]);
  });

  it('names an unknown block, and a block where its field does not allow it', () => {
    expect(messages({ _uid: 'p1', component: 'page', title: 'x', body: [{ _uid: 'b', component: 'carousel' }] })).toEqual([
      'carousel (body[0]): is an unknown block: no component "carousel" in the space',
    ]);
    expect(messages({ _uid: 'p1', component: 'page', title: 'x', body: [{ _uid: 'q', component: 'quote' }], aside: [{ _uid: 'q', component: 'quote' }] })).toEqual([
      'quote (body[0]): is not allowed in this field',
      'quote (aside[0]): is not in a component group this field allows',
    ]);
    expect(messages({ _uid: 'p1', component: 'teaser', headline: 'x' })).toEqual([
      'teaser: is not a content type (is_root): a story cannot be one',
    ]);
  });

  it('names the block and field of a wrongly typed value, also inside rich text', () => {
    expect(
      messages({
        _uid: 'p1',
        component: 'page',
        title: 42,
        pages: 'twelve',
        featured: 'yes',
        date: 'soon',
        body: [teaserBlok({ headline: 'A headline far too long to fit', tone: 'blue', link: { linktype: 'email', email: 'a@b.c', fieldtype: 'multilink' } })],
        text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'blok', attrs: { body: [teaserBlok({ image: { id: 2, filename: '/f/1/manual.pdf' } })] } }] }] },
      }),
    ).toEqual([
      'page.title: is a number; a text field holds text',
      'page.pages: is "twelve"; a number field holds a number',
      'page.featured: is a string; a boolean field holds true or false',
      'page.date: is "soon", not a date',
      'teaser.headline (body[0]): is 30 characters long; at most 20',
      'teaser.tone (body[0]): is "blue", not one of light, dark',
      'teaser.link (body[0]): is an e-mail link; this field takes none',
      'teaser.image (text[0]): holds a .pdf file; this field takes images',
    ]);
  });

  it('checks bounds of bloks lists and the minimum of numbers', () => {
    expect(messages({ _uid: 'p1', component: 'page', title: 'x', pages: 0, body: [teaserBlok(), teaserBlok(), teaserBlok()] })).toEqual([
      'page.pages: is 0; at least 1',
      'page.body: holds 3 blocks; at most 2',
    ]);
  });

  it('asks for required fields only when publishing, as the editor saves drafts with them empty', () => {
    const draft = { _uid: 'p1', component: 'page', title: '', body: [teaserBlok({ headline: '' })] };
    expect(messages(draft)).toEqual([]);
    expect(messages(draft, true)).toEqual(['page.title: is required', 'teaser.headline (body[0]): is required']);
  });
});
