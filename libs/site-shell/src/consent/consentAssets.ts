import { createHash } from 'node:crypto';
import { getMarketConfig, languageTag, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { CONSENT_LOADER_SCRIPT, CONSENT_MANAGER_SCRIPT, CONSENT_STYLESHEET } from './consentScripts.generated';
import { CONSENT_TEXTS } from './texts';
import type { ConsentLoaderOptions } from './browser/consentLoader';
import type { ConsentManagerOptions } from './browser/consentManager';

/** Where the server answers the consent scripts: answered before Next.js, no app route has it. */
export const CONSENT_ASSETS_PATH = '/_clavis/consent/';

/** The first-party cookie the visitor's choice is stored in. */
export const CONSENT_COOKIE = 'clavis_consent';

/** Six months: long enough not to ask on every visit, short enough that the choice is renewed (as EU regulators advise). */
export const CONSENT_DAYS = 182;

export interface ConsentAsset {
  body: string;
  contentType: string;
}

export interface ConsentAssets {
  /** The loader script a page with the tag manager names (`<script src async>`); its path holds the version. */
  loaderPath: string;
  /** The asset at a request path, or undefined (another version, an unknown file or language). */
  asset(pathname: string): ConsentAsset | undefined;
}

const JAVASCRIPT = 'text/javascript; charset=utf-8';

/** A compiled script (it defines `var consent`) called with its options, in a scope of its own. */
const called = (script: string, run: string, options: unknown) => `(function(){${script}\nconsent.${run}(${JSON.stringify(options)});})();\n`;

/**
 * The consent scripts of a market with the tag manager `gtmId`: the loader, the consent manager per
 * language of the market (the `<html lang>` of its pages) and the stylesheet, all under one
 * version made of their content, so each can be cached for good. Made once; the manager scripts on
 * first request.
 */
export function createConsentAssets({ market, gtmId }: { market: Market; gtmId: string }): ConsentAssets {
  const languages = new Map<string, LocaleCode>(getMarketConfig(market).locales.map((locale) => [languageTag(market, locale).toLowerCase(), locale]));
  const version = createHash('sha256')
    .update(JSON.stringify([gtmId, CONSENT_LOADER_SCRIPT, CONSENT_MANAGER_SCRIPT, CONSENT_STYLESHEET, CONSENT_TEXTS]))
    .digest('hex')
    .slice(0, 16);
  const base = `${CONSENT_ASSETS_PATH}${version}/`;
  const loaderOptions: ConsentLoaderOptions = { managerBase: `${base}manager/`, stylesheet: `${base}consent.css` };
  const files = new Map<string, ConsentAsset>([
    [`${base}loader.js`, { body: called(CONSENT_LOADER_SCRIPT, 'runConsentLoader', loaderOptions), contentType: JAVASCRIPT }],
    [loaderOptions.stylesheet, { body: CONSENT_STYLESHEET, contentType: 'text/css; charset=utf-8' }],
  ]);

  const managerOf = (language: string): ConsentAsset | undefined => {
    const locale = languages.get(language.toLowerCase());
    if (!locale) return undefined;
    const options: ConsentManagerOptions = { gtmId, language: locale, texts: CONSENT_TEXTS[locale], cookieName: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS };
    return { body: called(CONSENT_MANAGER_SCRIPT, 'runConsentManager', options), contentType: JAVASCRIPT };
  };

  return {
    loaderPath: `${base}loader.js`,
    asset(pathname) {
      const file = files.get(pathname);
      if (file) return file;
      const language = /^([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.js$/.exec(pathname.startsWith(loaderOptions.managerBase) ? pathname.slice(loaderOptions.managerBase.length) : '')?.[1];
      if (!language) return undefined;
      const key = `${loaderOptions.managerBase}${language.toLowerCase()}.js`;
      let manager = files.get(key);
      if (!manager) {
        manager = managerOf(language);
        if (manager) files.set(key, manager);
      }
      return manager;
    },
  };
}
