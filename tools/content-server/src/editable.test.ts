import { createContentServer } from './createContentServer';
import { editableComment, withEditable } from './editable';
import type { ContentData } from './types';

const origin = { spaceId: 291223, storyId: 506179015 };

describe('editableComment', () => {
  it('writes the comment as the CDN does', () => {
    expect(editableComment('teaser', 'cb0815dc', origin)).toBe(
      '<!--#storyblok#{"name": "teaser", "space": "291223", "uid": "cb0815dc", "id": "506179015"}-->',
    );
  });

  it('holds the JSON the visual editor reads between its markers', () => {
    const comment = editableComment('teaser', 'cb0815dc', origin);
    const json = comment.replace(/^<!--#storyblok#/, '').replace(/-->$/, '');
    expect(JSON.parse(json)).toEqual({ name: 'teaser', space: '291223', uid: 'cb0815dc', id: '506179015' });
  });
});

describe('withEditable', () => {
  it('marks the root, nested bloks and bloks inside rich text, and leaves other objects and the input alone', () => {
    const content = {
      component: 'page',
      _uid: 'root',
      image: { filename: '/f/1/a.png', alt: 'A' },
      body: [{ component: 'hero', _uid: 'h1', title: 'Hi' }],
      text: { type: 'doc', content: [{ type: 'blok', attrs: { body: [{ component: 'button', _uid: 'b1' }] } }] },
    };
    const marked = withEditable(content, origin);
    expect((marked as { _editable?: string })._editable).toContain('"name": "page"');
    expect((marked.body[0] as { _editable?: string })._editable).toContain('"uid": "h1"');
    const embedded = (marked.text.content[0] as { attrs: { body: { _editable?: string }[] } }).attrs.body[0];
    expect(embedded?._editable).toContain('"name": "button"');
    expect(marked.image).toEqual({ filename: '/f/1/a.png', alt: 'A' });
    expect(content).not.toHaveProperty('_editable');
    expect(content.body[0]).not.toHaveProperty('_editable');
  });
});

describe('draft answers', () => {
  const data: ContentData = {
    space: { id: 4242, name: 'Test', domain: 'http://127.0.0.1/', version: 1 },
    datasources: {},
    stories: [
      {
        id: 7,
        uuid: 'u-7',
        name: 'Home',
        slug: 'home',
        full_slug: 'de/germany/home',
        content: { component: 'page', _uid: 'p', body: [{ component: 'hero', _uid: 'h' }] },
        published: true,
        created_at: '2026-01-01T00:00:00.000Z',
        published_at: '2026-01-01T00:00:00.000Z',
        first_published_at: '2026-01-01T00:00:00.000Z',
        is_startpage: false,
        group_id: 'g',
        position: 0,
        tag_list: [],
        sort_by_date: null,
      },
    ],
  };

  it('carry _editable in every blok; published answers carry none', async () => {
    const server = await createContentServer({ content: data, admin: false });
    const baseUrl = await server.listen({ port: 0 });
    const get = async (version: string) => {
      const response = await fetch(`${baseUrl}/v2/cdn/stories/de/germany/home?version=${version}&token=clavis-local-preview-token`);
      return (await response.json()) as { story: { content: { _editable?: string; body: { _editable?: string }[] } } };
    };
    const draft = await get('draft');
    expect(draft.story.content._editable).toBe('<!--#storyblok#{"name": "page", "space": "4242", "uid": "p", "id": "7"}-->');
    expect(draft.story.content.body[0]?._editable).toBe('<!--#storyblok#{"name": "hero", "space": "4242", "uid": "h", "id": "7"}-->');
    const published = await get('published');
    expect(JSON.stringify(published)).not.toContain('_editable');
    await server.close();
  });
});
