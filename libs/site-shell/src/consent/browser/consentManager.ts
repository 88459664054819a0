// Browser code, compiled with vanilla-cookieconsent into the manager script the server hands out
// per language (consentScripts.generated.ts); the Storybook story runs it from source.
// vanilla-cookieconsent rather than c15t's Next.js package: it is plain browser code (about 12 KB
// gzipped with its settings layer) that the server hands out only where a tag manager is
// configured and only after the first paint, where c15t is a React provider inside every page's
// bundle, which pages without a tag manager would carry too.
import * as CookieConsent from 'vanilla-cookieconsent';
import type { ConsentTexts } from '../texts/consentTexts';
import { allowsTags, consentModeState, gtagCommand } from './consentMode';

export interface ConsentManagerOptions {
  /** The Google Tag Manager container (`GTM-…`), loaded once the visitor accepts a purpose beyond the necessary. */
  gtmId: string;
  /** The language code the choice is recorded with. */
  language: string;
  texts: ConsentTexts;
  /** The first-party cookie the choice is stored in. */
  cookieName: string;
  /** How long the choice is kept before the banner asks again. */
  expiresAfterDays: number;
  /** Where the banner and the settings are placed. @default document.body */
  root?: Element;
}

interface TagWindow {
  dataLayer?: unknown[];
  CookieConsent?: typeof CookieConsent;
}

/** Where Google Tag Manager's container script comes from. */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

function loadTagManager(gtmId: string, layer: unknown[]): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(gtmId)}`;
  script.setAttribute('data-tag-manager', '');
  document.head.append(script);
}

/**
 * Runs the consent manager (vanilla-cookieconsent): the banner with "accept all" and "reject all"
 * side by side and alike, a settings layer by purpose, the choice in a first-party cookie. Each
 * choice (and a stored one, on every page) updates Consent Mode; the tag manager is loaded only
 * once a purpose beyond the necessary is accepted, never before a choice.
 */
export function runConsentManager({ gtmId, language, texts, cookieName, expiresAfterDays, root }: ConsentManagerOptions): Promise<void> {
  const target = window as unknown as TagWindow;
  const layer = (target.dataLayer ??= []);
  target.CookieConsent = CookieConsent;
  const apply = (accepted: readonly string[]) => {
    layer.push(gtagCommand('consent', 'update', consentModeState(accepted)));
    if (allowsTags(accepted)) loadTagManager(gtmId, layer);
  };
  return CookieConsent.run({
    ...(root && { root }),
    // Automated browsers are people too (screen readers, tests); the banner carries no content to index.
    hideFromBots: false,
    manageScriptTags: false,
    cookie: { name: cookieName, expiresAfterDays, sameSite: 'Lax', secure: location.protocol === 'https:' },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
      marketing: { autoClear: { cookies: [{ name: /^_gcl/ }] } },
    },
    onConsent: ({ cookie }) => apply(cookie.categories),
    onChange: ({ cookie }) => apply(cookie.categories),
    language: {
      default: language,
      translations: {
        [language]: {
          consentModal: {
            label: texts.bannerLabel,
            title: texts.bannerTitle,
            description: texts.bannerDescription,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            showPreferencesBtn: texts.manage,
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections: [
              { description: texts.introDescription },
              { title: texts.necessaryTitle, description: texts.necessaryDescription, linkedCategory: 'necessary' },
              { title: texts.analyticsTitle, description: texts.analyticsDescription, linkedCategory: 'analytics' },
              { title: texts.marketingTitle, description: texts.marketingDescription, linkedCategory: 'marketing' },
            ],
          },
        },
      },
    },
  });
}
