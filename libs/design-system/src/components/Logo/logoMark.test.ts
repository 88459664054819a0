import { LOGO_MARK, logoMarkSvg } from './logoMark';

describe('logoMarkSvg', () => {
  it('draws both parts of the mark in the given colours, as a standalone SVG document', () => {
    const svg = logoMarkSvg({ bow: '#0b4a8b', bit: '#c98a1b' });
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    const [bow, bit] = Array.from(doc.querySelectorAll('path'));
    expect(bow?.getAttribute('d')).toBe(LOGO_MARK.bow);
    expect(bow?.getAttribute('fill')).toBe('#0b4a8b');
    expect(bit?.getAttribute('d')).toBe(LOGO_MARK.bit);
    expect(bit?.getAttribute('fill')).toBe('#c98a1b');
  });
});
