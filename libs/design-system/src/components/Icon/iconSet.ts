import { IconArrowRight } from './glyphs/IconArrowRight';
import { IconArrowLeft } from './glyphs/IconArrowLeft';
import { IconChevronDown } from './glyphs/IconChevronDown';
import { IconChevronUp } from './glyphs/IconChevronUp';
import { IconChevronLeft } from './glyphs/IconChevronLeft';
import { IconChevronRight } from './glyphs/IconChevronRight';
import { IconClose } from './glyphs/IconClose';
import { IconMenu } from './glyphs/IconMenu';
import { IconSearch } from './glyphs/IconSearch';
import { IconCheck } from './glyphs/IconCheck';
import { IconPlus } from './glyphs/IconPlus';
import { IconMinus } from './glyphs/IconMinus';
import { IconInfo } from './glyphs/IconInfo';
import { IconAlert } from './glyphs/IconAlert';
import { IconPlay } from './glyphs/IconPlay';
import { IconPause } from './glyphs/IconPause';
import { IconExternal } from './glyphs/IconExternal';
import { IconDownload } from './glyphs/IconDownload';
import { IconUser } from './glyphs/IconUser';
import { IconLogout } from './glyphs/IconLogout';
import { IconGlobe } from './glyphs/IconGlobe';
import { IconPhone } from './glyphs/IconPhone';
import { IconMail } from './glyphs/IconMail';
import { IconKey } from './glyphs/IconKey';
import { IconLocation } from './glyphs/IconLocation';
import { IconDocument } from './glyphs/IconDocument';

/** Every icon by name, for the gallery story and for CMS fields that pick an icon. */
export const iconSet = {
  ArrowRight: IconArrowRight,
  ArrowLeft: IconArrowLeft,
  ChevronDown: IconChevronDown,
  ChevronUp: IconChevronUp,
  ChevronLeft: IconChevronLeft,
  ChevronRight: IconChevronRight,
  Close: IconClose,
  Menu: IconMenu,
  Search: IconSearch,
  Check: IconCheck,
  Plus: IconPlus,
  Minus: IconMinus,
  Info: IconInfo,
  Alert: IconAlert,
  Play: IconPlay,
  Pause: IconPause,
  External: IconExternal,
  Download: IconDownload,
  User: IconUser,
  Logout: IconLogout,
  Globe: IconGlobe,
  Phone: IconPhone,
  Mail: IconMail,
  Key: IconKey,
  Location: IconLocation,
  Document: IconDocument,
} as const;

export type IconName = keyof typeof iconSet;
