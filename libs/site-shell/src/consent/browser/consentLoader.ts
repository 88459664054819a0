// Browser code, compiled into the loader script the server hands out (consentScripts.generated.ts).
import { consentModeState, gtagCommand } from './consentMode';
import { SETTINGS_CONTROL } from './settingsControl';

export interface ConsentLoaderOptions {
  /** The consent manager's script without its language: the page's `<html lang>` and `.js` follow. */
  managerBase: string;
  /** The consent manager's stylesheet. */
  stylesheet: string;
}

interface ConsentWindow {
  dataLayer?: unknown[];
  CookieConsent?: { showPreferences(): void };
}

/**
 * The small script a page with a tag manager loads: Consent Mode's defaults (all denied) go first
 * into the data layer, before anything the page pushed already, so no tag ever reads an event
 * without them; the page is marked `data-consent` (which shows the footer's settings control);
 * the consent manager and its stylesheet load after the page's first paint (the `load` event and
 * one frame), or at once when a settings control is used.
 */
export function runConsentLoader({ managerBase, stylesheet }: ConsentLoaderOptions): void {
  const target = window as unknown as ConsentWindow;
  const layer = (target.dataLayer ??= []);
  layer.unshift(gtagCommand('consent', 'default', consentModeState([])));
  const root = document.documentElement;
  root.setAttribute('data-consent', '');

  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = stylesheet;
      const script = document.createElement('script');
      script.src = `${managerBase}${encodeURIComponent(root.lang)}.js`;
      script.async = true;
      script.onload = () => resolve();
      document.head.append(link, script);
    }));

  addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest(`[${SETTINGS_CONTROL}]`) : null;
    if (!control) return;
    event.preventDefault();
    void load().then(() => target.CookieConsent?.showPreferences());
  });

  const afterPaint = () => requestAnimationFrame(() => setTimeout(load, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}
