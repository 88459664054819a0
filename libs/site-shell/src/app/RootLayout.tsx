import type { ReactNode } from 'react';
import { getMarketConfig, LOCALES } from '@clavis/i18n-routing';
import { currentMarket } from './currentMarket';
import { body } from './RootLayout.css';

export function RootLayout({ children }: { children: ReactNode }) {
  const { defaultLocale } = getMarketConfig(currentMarket());
  return (
    <html lang={LOCALES[defaultLocale].iso}>
      <body className={body}>{children}</body>
    </html>
  );
}
