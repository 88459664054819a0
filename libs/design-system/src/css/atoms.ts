import { sprinkles, type Sprinkles } from './sprinkles.css';

export type Atoms = Sprinkles;

/** Class names for a set of atoms, optionally joined with extra class names. */
export function atoms(props: Atoms, ...classNames: Array<string | false | null | undefined>): string {
  return [sprinkles(props), ...classNames].filter(Boolean).join(' ');
}
