import { layoutSprinkles, type LayoutSprinkles } from '../../css/layoutSprinkles.css';
import { base } from '../Box/Box.css';

/**
 * The class names of a layout component's element: Box's base, its layout atoms and its own
 * classes. Stack, Inline, Grid and Columns build on this rather than on Box, so a client component
 * that lays itself out with them does not bring every atom's lookup to the browser.
 */
export function layoutClassName(
  atoms: LayoutSprinkles,
  ...classNames: Array<string | false | null | undefined>
): string {
  return [base, layoutSprinkles(atoms), ...classNames].filter(Boolean).join(' ');
}
