import type { Tokens } from '../tokens/tokenType.ts';

/** Turns a theme's tokens into the values of the contract in `vars.css.ts` (everything but `name`). */
export function makeTheme(tokens: Tokens) {
  const { name: _name, ...values } = tokens;
  return values;
}
