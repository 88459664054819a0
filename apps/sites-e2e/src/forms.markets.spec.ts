import { expect, test } from './support/test';
import { getMarketConfig } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { suiteMarket } from './support/market';
import { sitePages } from './support/siteStories';

// Every market: each forms page (`/forms/:slug` and its localized paths, `/ro/formulare/...`)
// shows the form its story places, in the page's language, and the endpoint answers a broken
// submission with messages in the language the request names. Nothing here is stored.
test('every forms page shows its form in its language', async ({ page }) => {
  const forms = (await sitePages(suiteMarket())).filter((candidate) => candidate.route === 'forms-slug');
  expect(forms.length).toBeGreaterThan(0);
  // One visit per page: global has a forms page in each of its nine locales, which on a loaded
  // 2-core CI machine took more than the default 30 s in all.
  test.setTimeout(30_000 + forms.length * 5_000);
  for (const { url, locale } of forms) {
    const messages = await loadMessages(locale);
    expect((await page.goto(url))?.status(), url).toBe(200);
    const form = page.locator('form[action^="/api/forms/"]');
    await expect(form, url).toBeVisible();
    await expect(form.getByRole('button', { name: messages['forms.submit'] }), url).toBeVisible();
    await expect(form, url).toContainText(messages['common.required_fields'] ?? '');
  }
});

test("the endpoint answers 422 in each of the market's locales", async ({ request }) => {
  const { locales } = getMarketConfig(suiteMarket());
  for (const [index, locale] of locales.entries()) {
    const messages = await loadMessages(locale);
    const response = await request.post('/api/forms/interest', {
      // Each locale from an address of its own, so this suite never meets the rate limit.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${100 + index}` },
      data: JSON.stringify({ email: 'not-an-address', locale }),
    });
    expect(response.status(), locale).toBe(422);
    expect(await response.json(), locale).toMatchObject({
      error: messages['forms.not_all_fields_correct'],
      title: messages['forms.incomplete'],
      fields: { email: messages['validation.email'] },
    });
  }
});
