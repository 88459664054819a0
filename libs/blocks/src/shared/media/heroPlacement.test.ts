import { heroHeadingLevel, opensPage } from './heroPlacement';

describe('hero placement', () => {
  it('gives the opening hero the h1 and the priority image', () => {
    expect(opensPage(0)).toBe(true);
    expect(opensPage(undefined)).toBe(true);
    expect(heroHeadingLevel(0)).toBe('1');
  });

  it('makes a later hero a section', () => {
    expect(opensPage(2)).toBe(false);
    expect(heroHeadingLevel(1)).toBe('2');
  });
});
