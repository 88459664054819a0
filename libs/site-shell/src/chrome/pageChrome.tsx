import type { LocalePaths } from '../seo/alternateUrls';
import { ConsentSettingsControl } from '../consent/ConsentSettingsControl';
import { headerActions, type HeaderActionsInput } from './headerActions';
import { LocaleSwitch } from './localeSwitch/LocaleSwitch';
import { localeSwitchLinks } from './localeSwitch/localeSwitchLinks';

export interface PageChromeInput extends HeaderActionsInput {
  /** The page in the market's other locales; a locale without it leads to its home. */
  localePaths: LocalePaths;
}

/** The chrome a page's layout takes (PageLayout's and StoryPage's props): header entries, locale switch, the footer's cookie settings. */
export function pageChrome({ localePaths, ...input }: PageChromeInput) {
  const links = localeSwitchLinks({ market: input.market, locale: input.locale, localePaths });
  return {
    // The layout names each copy (header bar, phone menu) apart.
    localeSwitch: (label: string) => <LocaleSwitch links={links} label={label} />,
    headerActions: headerActions(input),
    footerActions: <ConsentSettingsControl locale={input.locale} />,
  };
}
