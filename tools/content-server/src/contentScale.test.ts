import { parseContentScale } from './contentScale';

describe('parseContentScale', () => {
  it('is 1 when unset or empty', () => {
    expect(parseContentScale(undefined)).toBe(1);
    expect(parseContentScale('')).toBe(1);
  });

  it('reads a whole number of at least 1', () => {
    expect(parseContentScale('1')).toBe(1);
    expect(parseContentScale(' 20 ')).toBe(20);
  });

  it.each(['0', '-3', '2.5', '1e3', 'five', '0x10', '99999999999999999999'])('refuses %s with one line naming the variable', (value) => {
    expect(() => parseContentScale(value)).toThrow(/^CONTENT_SCALE must be a whole number of at least 1 .*$/);
  });
});
