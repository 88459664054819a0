import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './browser/consentTheme.css';
import { expect, userEvent, within } from 'storybook/test';
import { runConsentManager } from './browser/consentManager';
import { CONSENT_TEXTS } from './texts';

/** The consent manager as a page with a tag manager runs it, placed in the story, asking afresh each time. */
function ConsentBanner({ locale }: { locale: keyof typeof CONSENT_TEXTS }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    CookieConsent.reset(true);
    if (root.current) void runConsentManager({ gtmId: 'GTM-STORY01', language: locale, texts: CONSENT_TEXTS[locale], cookieName: 'clavis_consent_story', expiresAfterDays: 1, root: root.current });
    return () => CookieConsent.reset(true);
  }, [locale]);
  return <div ref={root} style={{ minHeight: 480 }} />;
}

const meta = {
  title: 'Shell/ConsentBanner',
  component: ConsentBanner,
  args: { locale: 'de' },
  argTypes: { locale: { control: 'select', options: Object.keys(CONSENT_TEXTS) } },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first layer: "accept all" and "reject all" alike, and the way to choose by purpose. */
export const FirstLayer: Story = {
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('dialog', { name: 'Einwilligung zu Cookies' });
    await expect(within(banner).getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Alle ablehnen' })).toBeVisible();
  },
};

/** The settings by purpose, opened from the first layer. */
export const SettingsByPurpose: Story = {
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('dialog', { name: 'Einwilligung zu Cookies' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Nach Zweck auswählen' }));
    const settings = await within(canvasElement).findByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(within(settings).getByRole('button', { name: 'Auswahl speichern' })).toBeVisible();
  },
};

/** The first layer in Russian, the longest texts. */
export const Russian: Story = {
  args: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Согласие на использование cookie' })).toBeVisible();
  },
};
