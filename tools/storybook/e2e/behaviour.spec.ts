import { expect, test } from '@playwright/test';
import { accessibilityViolations } from './accessibility';
import { openStory as open } from './storyPreview';

// Behaviour that only a real browser can judge: media queries, reduced motion, focus rings.

test('the header swaps its navigation for a menu button on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, 'design-system-siteheader--desktop');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  const toggle = banner.getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const menu = banner.getByRole('navigation', { name: 'Main (menu)' });
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Close menu');
  await expect(menu.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  // The panel opens right under the header, across the screen.
  const [header, panel] = await Promise.all([banner.boundingBox(), menu.locator('..').boundingBox()]);
  expect(Math.abs((panel?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0)))).toBeLessThanOrEqual(1);
  expect([panel?.x, panel?.width]).toEqual([0, 390]);
  expect(await accessibilityViolations(page)).toEqual([]);
  // Keyboard: Tab goes from the button into the panel; Escape closes it and gives focus back.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAccessibleName('Menu');
  // A tap outside the open panel closes it.
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(200, 780);
  await expect(menu).toBeHidden();
});

test('the header shows its navigation and hides the menu button on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, 'design-system-siteheader--desktop');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('keyboard focus is visible on a button', async ({ page }) => {
  await open(page, 'design-system-button--variants');
  await page.keyboard.press('Tab');
  const button = page.getByRole('button').first();
  await expect(button).toBeFocused();
  const outline = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('an autoplaying carousel stays on its first slide', async ({ page }) => {
    await open(page, 'design-system-carousel--autoplay');
    await expect(page.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.waitForTimeout(6500);
    await expect(page.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
  });
});

test('an autoplaying carousel rotates and can be paused', async ({ page }) => {
  await open(page, 'design-system-carousel--autoplay');
  await page.mouse.move(0, 0);
  const pause = page.getByRole('button', { name: 'Stop automatic slide show' });
  await expect(pause).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true', { timeout: 8000 });
});
