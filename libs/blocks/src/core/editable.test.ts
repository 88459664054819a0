import { editable } from './editable';

describe('editable', () => {
  it('gives the visual editor the blok its comment names', () => {
    const attributes = editable({ _uid: 'abc', component: 'headline', _editable: '<!--#storyblok#{"name":"headline","space":"1","uid":"abc","id":"2"}-->' });
    expect(attributes).toEqual({ 'data-blok-c': '{"name":"headline","space":"1","uid":"abc","id":"2"}', 'data-blok-uid': '2-abc' });
  });

  it('marks nothing for published content or a comment that is not the editor’s', () => {
    expect(editable({ _uid: 'abc', component: 'headline' })).toEqual({});
    expect(editable({ _uid: 'abc', component: 'headline', _editable: '<!-- not json -->' })).toEqual({});
  });
});
