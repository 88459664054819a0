import type { StyleRule } from '@vanilla-extract/css';
import { minWidth } from './breakpoints';

type CSSProps = Omit<StyleRule, '@media' | '@supports' | '@container' | 'selectors'>;

/** Mobile-first style with overrides from each breakpoint up, for use inside `style()`. */
export function responsiveStyle({
  mobile,
  tablet,
  desktop,
  wide,
}: {
  mobile?: CSSProps;
  tablet?: CSSProps;
  desktop?: CSSProps;
  wide?: CSSProps;
}): StyleRule {
  const media: Record<string, CSSProps> = {};
  if (tablet) media[minWidth('tablet')] = tablet;
  if (desktop) media[minWidth('desktop')] = desktop;
  if (wide) media[minWidth('wide')] = wide;
  return { ...mobile, ...(Object.keys(media).length > 0 ? { '@media': media } : {}) };
}
