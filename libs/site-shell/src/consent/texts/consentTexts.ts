/**
 * What the consent banner, its settings by purpose and the footer's settings link say, in one
 * locale. Kept apart from the site's react-intl catalogues: those ship to the browser with every
 * page, these only with the consent manager, which loads only where a tag manager is configured.
 */
export interface ConsentTexts {
  /** The footer's entry that opens the settings again. */
  settingsLink: string;
  /** The banner's accessible name. */
  bannerLabel: string;
  bannerTitle: string;
  bannerDescription: string;
  acceptAll: string;
  rejectAll: string;
  /** Opens the settings by purpose. */
  manage: string;
  preferencesTitle: string;
  save: string;
  close: string;
  introDescription: string;
  necessaryTitle: string;
  necessaryDescription: string;
  analyticsTitle: string;
  analyticsDescription: string;
  marketingTitle: string;
  marketingDescription: string;
}
