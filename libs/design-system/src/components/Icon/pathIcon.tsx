import type { ComponentType } from 'react';
import { Icon, type IconProps } from './Icon';

/** An icon drawn as strokes along `paths` (SVG path data on the 24 × 24 grid). */
export function pathIcon(name: string, paths: readonly string[]): ComponentType<IconProps> {
  function PathIcon(props: IconProps) {
    return (
      <Icon {...props}>
        {paths.map((d, index) => (
          <path key={index} d={d} />
        ))}
      </Icon>
    );
  }
  PathIcon.displayName = name;
  return PathIcon;
}
