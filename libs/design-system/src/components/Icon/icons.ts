// The Clavis icon set: artwork drawn on a 24 × 24 grid with 1.75 px round strokes, shipped as
// components so nothing is fetched at run time. One module per icon: a bundler keeps or drops a
// module whole, so a page's JavaScript carries only the icons its client components draw.
export { IconArrowRight } from './glyphs/IconArrowRight';
export { IconArrowLeft } from './glyphs/IconArrowLeft';
export { IconChevronDown } from './glyphs/IconChevronDown';
export { IconChevronUp } from './glyphs/IconChevronUp';
export { IconChevronLeft } from './glyphs/IconChevronLeft';
export { IconChevronRight } from './glyphs/IconChevronRight';
export { IconClose } from './glyphs/IconClose';
export { IconMenu } from './glyphs/IconMenu';
export { IconSearch } from './glyphs/IconSearch';
export { IconCheck } from './glyphs/IconCheck';
export { IconPlus } from './glyphs/IconPlus';
export { IconMinus } from './glyphs/IconMinus';
export { IconInfo } from './glyphs/IconInfo';
export { IconAlert } from './glyphs/IconAlert';
export { IconPlay } from './glyphs/IconPlay';
export { IconPause } from './glyphs/IconPause';
export { IconExternal } from './glyphs/IconExternal';
export { IconDownload } from './glyphs/IconDownload';
export { IconUser } from './glyphs/IconUser';
export { IconLogout } from './glyphs/IconLogout';
export { IconGlobe } from './glyphs/IconGlobe';
export { IconPhone } from './glyphs/IconPhone';
export { IconMail } from './glyphs/IconMail';
export { IconKey } from './glyphs/IconKey';
export { IconLocation } from './glyphs/IconLocation';
export { IconDocument } from './glyphs/IconDocument';
export { iconSet } from './iconSet';
export type { IconName } from './iconSet';
