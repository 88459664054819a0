import { editorParent } from './editorParent';

const allowed = ['https://app.storyblok.com', 'http://localhost:4100'];

describe('editorParent', () => {
  it('answers the framing editor when it is an allowed one, from the ancestors or else the referrer', () => {
    expect(editorParent(allowed, { ancestorOrigins: { length: 1, 0: 'http://localhost:4100' } }, '')).toBe('http://localhost:4100');
    expect(editorParent(allowed, {}, 'http://localhost:4100/editor?story=1')).toBe('http://localhost:4100');
  });

  it("falls back to Storyblok's app for a parent that is not allowed, or none known", () => {
    expect(editorParent(allowed, { ancestorOrigins: { length: 1, 0: 'https://evil.example' } }, 'https://evil.example/')).toBe('https://app.storyblok.com');
    expect(editorParent(allowed, {}, 'not a url')).toBe('https://app.storyblok.com');
  });
});
