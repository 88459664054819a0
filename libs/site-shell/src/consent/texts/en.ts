import type { ConsentTexts } from './consentTexts';

export const en: ConsentTexts = {
  settingsLink: 'Cookie settings',
  bannerLabel: 'Cookie consent',
  bannerTitle: 'We respect your privacy',
  bannerDescription: 'We would like to measure how our website is used and to show you relevant offers. We only do this with your consent, which you can change at any time under “Cookie settings” at the bottom of every page.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  manage: 'Choose by purpose',
  preferencesTitle: 'Cookie settings',
  save: 'Save my choice',
  close: 'Close',
  introDescription: 'Choose which purposes we may use cookies and similar technologies for. Your choice is stored in a cookie on this website for six months.',
  necessaryTitle: 'Strictly necessary',
  necessaryDescription: 'Needed for the website to work (language, login, this choice). Always on.',
  analyticsTitle: 'Statistics',
  analyticsDescription: 'Anonymous measurement of visits and page views, so that we can improve the website.',
  marketingTitle: 'Marketing',
  marketingDescription: 'Measurement of our advertising and offers that match your interests.',
};
