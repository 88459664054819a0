import { localizePath, type RouteName } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { NAVIGATION, PARTNERS, SIGNED_IN_TIMEOUT, signIn, type Partner } from './support/extranet';
import { suiteMarket } from './support/market';
import { expect, test, type Page } from './support/test';
import { checkSharedCodeOnce } from './support/coverage';

// Issue #38, "Done when": signed in as partner@clavis.example the extranet pages carry the
// extranet's own navigation (its areas, without the BU Italia documentation as a link, the way back
// to the public site, the current area marked); bu-italia@clavis.example has the documentation too;
// the extranet home has its title and one level-1 heading.

const market = suiteMarket();
checkSharedCodeOnce();
// Each test logs in first.
test.describe.configure({ timeout: SIGNED_IN_TIMEOUT });

const locale = 'de';
const path = (route: RouteName) => localizePath({ market, locale, route });
const AREAS: readonly RouteName[] = ['extranet-catalogues', 'extranet-bulletins', 'extranet-photo-gallery', 'extranet-products', 'extranet-search'];
const DOCUMENTATION: RouteName = 'extranet-documentation-bu-italy';

/** The header's navigation of the extranet (the phone menu's copy is closed at this width). */
const areasNav = async (page: Page) => page.getByRole('banner').getByRole('navigation', { name: (await loadMessages(locale))['extranet.areas'], exact: true });

async function signedIn(page: Page, user: Partner): Promise<void> {
  await signIn(page, path('extranet'), user);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(NAVIGATION);
}

test.describe('the extranet navigation', () => {
  test('partner@: the areas, no BU Italia documentation, the way back, one title and one h1 on the home', async ({ page }) => {
    const messages = await loadMessages(locale);
    await signedIn(page, PARTNERS.partner);

    await expect(page).toHaveTitle(`${messages['nav.extranet']} | Clavis`);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['nav.extranet'] as string);

    const nav = await areasNav(page);
    await expect(nav.getByRole('link')).toHaveText(AREAS.map((route) => labelOf(messages, route)));
    for (const route of AREAS) await expect(nav.getByRole('link', { name: labelOf(messages, route), exact: true })).toHaveAttribute('href', path(route));
    // Not a link anywhere on the page: not in the header, not among the home's tiles.
    await expect(page.locator(`a[href="${path(DOCUMENTATION)}"]`)).toHaveCount(0);
    // Not the public site's sections.
    await expect(page.getByRole('banner').getByRole('link', { name: messages['nav.aboutUs'], exact: true })).toHaveCount(0);

    const back = page.getByRole('banner').getByRole('link', { name: messages['extranet.public_site'], exact: true });
    await expect(back).toHaveAttribute('href', '/');

    // The current area is marked, and the page names itself.
    await nav.getByRole('link', { name: labelOf(messages, 'extranet-catalogues'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path('extranet-catalogues'), NAVIGATION);
    await expect(nav.getByRole('link', { name: labelOf(messages, 'extranet-catalogues'), exact: true })).toHaveAttribute('aria-current', 'page', NAVIGATION);
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expect(page).toHaveTitle(/ \| Extranet \| Clavis$/, NAVIGATION);
    await expect(page).not.toHaveTitle(`${messages['nav.extranet']} | Clavis`);
  });

  test('bu-italia@: the BU Italia documentation is one of the areas', async ({ page }) => {
    const messages = await loadMessages(locale);
    await signedIn(page, PARTNERS.buItalia);
    const nav = await areasNav(page);
    const documentation = nav.getByRole('link', { name: labelOf(messages, DOCUMENTATION), exact: true });
    await expect(documentation).toHaveAttribute('href', path(DOCUMENTATION));
    await expect(page).toHaveTitle(`${messages['nav.extranet']} | Clavis`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    await documentation.click();
    await expect(page).toHaveURL((url) => url.pathname === path(DOCUMENTATION), NAVIGATION);
    await expect(documentation).toHaveAttribute('aria-current', 'page', NAVIGATION);
  });
});

const LABELS: Partial<Record<RouteName, string>> = {
  'extranet-catalogues': 'nav.catalogues',
  'extranet-bulletins': 'nav.newsBulletins',
  'extranet-photo-gallery': 'nav.photoGallery',
  'extranet-products': 'nav.products',
  'extranet-documentation-bu-italy': 'nav.documentationBuItaly',
  'extranet-search': 'nav.search',
};

function labelOf(messages: Record<string, string>, route: RouteName): string {
  return messages[LABELS[route] as string] as string;
}
