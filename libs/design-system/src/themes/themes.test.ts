import type { Tokens } from '../tokens/tokenType.ts';
import { brandTokens } from './brand/tokens';
import { extranetTokens } from './extranet/tokens';
import { vars } from './vars.css';

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Text pairs need 4.5:1 (WCAG 1.4.3); control borders and focus rings need 3:1 (WCAG 1.4.11).
const textPairs: Array<[keyof Tokens['color'], keyof Tokens['color']]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['textInverse', 'surfaceInverse'],
  ['textInverseMuted', 'surfaceInverse'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['primary', 'surface'],
  ['primary', 'primarySubtle'],
  ['onAccent', 'accent'],
  ['link', 'background'],
  ['link', 'surface'],
  ['critical', 'surface'],
  ['critical', 'criticalSubtle'],
  ['success', 'successSubtle'],
  ['warning', 'warningSubtle'],
  ['info', 'infoSubtle'],
  ['textInverse', 'critical'],
  ['textInverse', 'success'],
  ['textInverse', 'warning'],
];
const uiPairs: Array<[keyof Tokens['color'], keyof Tokens['color']]> = [
  ['borderStrong', 'surface'],
  ['focus', 'surface'],
  ['focus', 'background'],
  ['focus', 'surfaceInverse'],
];

describe.each([brandTokens, extranetTokens])('$name theme', (tokens) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('%s against %s reaches 3:1', (foreground, background) => {
    expect(contrast(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(3);
  });
});

it('computes contrast like WCAG', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
});

it('names its variables the same wherever it is compiled (sources or published build)', () => {
  expect(vars.color.primary).toBe('var(--clavis-color-primary)');
  expect(vars.space.md).toBe('var(--clavis-space-md)');
  expect(vars.contentWidth.wide).toBe('var(--clavis-contentWidth-wide)');
});
