import { createHmac } from 'node:crypto';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storyUrl } from '@clavis/cms-client';
import { matchPath, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';
import { expect, type BrowserContext, type Page } from './test';

const CONTENT = process.env['CONTENT_URL'] ?? 'http://127.0.0.1:4100';
const TOKEN = 'clavis-local-public-token';

export const IDP = 'http://127.0.0.1:4200';

/** The dev IdP's test users (DESIGN.md section 6). */
export const PARTNERS = {
  partner: { email: 'partner@clavis.example', password: 'partner-demo-1', name: 'Paula Partner' },
  buItalia: { email: 'bu-italia@clavis.example', password: 'partner-demo-2', name: 'Bruno Italia' },
  visitor: { email: 'visitor@clavis.example', password: 'partner-demo-3', name: 'Vera Visitor' },
} as const;

export type Partner = (typeof PARTNERS)[keyof typeof PARTNERS];

export { SUITE_SIGNING_SECRET } from './signingSecret';

/** A login or a prebuilt page that hydrates after its largest paint takes longer than expect's 5 s. */
export const NAVIGATION = { timeout: 20_000 };

/**
 * What a test or fixture that logs in may take: a login is four waits of up to NAVIGATION each (the
 * provider's page, its form, the way back, the partner's name), each a page that hydrates first.
 * Measured on two busy cores: tests that log in took 5 to 35 s, so Playwright's default 30 s per
 * test left no room for what the test checks after the login.
 */
export const SIGNED_IN_TIMEOUT = 90_000;

let clients = 0;

/**
 * Gives a browser context its own client address for the site's per-address limits: the suite's
 * server trusts one proxy hop (TRUST_PROXY_HOPS=1, playwright.config.ts), so each partner session
 * is a partner of its own, as in life, rather than every parallel test counting as 127.0.0.1
 * against the extranet API's per-address allowances (which answered 429 under CI's load). Routing
 * turns off the context's HTTP cache, so only the signed-in sessions are routed.
 */
export async function ownClientAddress(context: BrowserContext): Promise<void> {
  const address = `198.18.${Number(process.env['TEST_WORKER_INDEX'] ?? 0) % 256}.${(clients++ % 254) + 1}`;
  await context.route('**/api/extranet/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
}

/** Fills the dev IdP's login form (the browser is on its interaction page). */
export async function submitLogin(page: Page, user: Partner): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`), NAVIGATION);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens an extranet URL anonymously, logs in on the provider's page and waits for the partner's name. */
export async function signIn(page: Page, url: string, user: Partner): Promise<void> {
  await page.goto(url);
  await submitLogin(page, user);
  await expect(page).toHaveURL((address) => address.pathname === url, NAVIGATION);
  await expect(page.getByRole('banner').getByText(user.name).first()).toBeVisible(NAVIGATION);
}

export interface Asset {
  filename: string;
  title?: string;
  alt?: string;
}

export interface ExtranetStory {
  full_slug: string;
  name: string;
  is_startpage: boolean;
  content: Record<string, unknown> & { component: string };
  /** Where the site shows it, and its route there. */
  url: string;
  route: RouteName;
  /** What its page shows as its title. */
  title: string;
}

/** The extranet stories of one locale, as the content server publishes them, with their URL on the market's site. */
export async function extranetStories(market: Market, locale: LocaleCode): Promise<ExtranetStory[]> {
  const all: ExtranetStory[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${CONTENT}/v2/cdn/stories?starts_with=${locale}/extranet/&per_page=100&page=${page}&token=${TOKEN}`);
    const { stories } = (await response.json()) as { stories: Omit<ExtranetStory, 'url' | 'route' | 'title'>[] };
    for (const story of stories) {
      const url = storyUrl({ market, fullSlug: story.full_slug });
      const match = url ? matchPath({ market, pathname: url }) : null;
      if (!url || !match) continue;
      all.push({ ...story, url, route: match.route, title: String(story.content['title'] ?? story.name) });
    }
    if (stories.length < 100) return all;
  }
}

/** The stories one level below a folder's URL (its sub-folders and entries). */
export function childrenOf(stories: readonly ExtranetStory[], url: string): ExtranetStory[] {
  return stories.filter((story) => story.url.startsWith(`${url}/`) && !story.url.slice(url.length + 1).includes('/'));
}

/** The path of a CMS asset (`f/287000/...`), as download links and the audit file name it. */
export function assetPath(filename: string): string {
  return new URL(filename).pathname.slice(1);
}

/** The app's download audit file (JSON lines), where site-shell writes it by default. */
export function auditFile(market: Market): string {
  const appRoot = fileURLToPath(new URL(`../../../site-${market}/`, import.meta.url));
  const configured = process.env['EXTRANET_AUDIT_FILE'];
  if (configured) return isAbsolute(configured) ? configured : join(appRoot, configured);
  const dataDir = process.env['DATA_DIR'] ?? './data';
  return join(isAbsolute(dataDir) ? dataDir : join(appRoot, dataDir), 'extranet', 'downloads.jsonl');
}

/** The claims of a signed link's grant (libs/extranet's downloadLinks): holder id, area, group, session, expiry. */
function grantClaims(link: string): Record<string, unknown> {
  const segment = link.split('/')[4] ?? '';
  return JSON.parse(Buffer.from(segment.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The opaque id a signed link names its holder by, as the audit file names them too (never the e-mail). */
export function linkHolder(link: string): string {
  return grantClaims(link)['h'] as string;
}

/**
 * A file link the server handed out, signed again with another expiry (libs/extranet's
 * downloadLinks: the grant names the holder, the area and its group, the session and the expiry; the
 * HMAC-SHA256 covers grant, kind and path), so the suite can make the link the server would have
 * made at another time.
 */
export function signedFileLink({ secret, link, expires }: { secret: string; link: string; expires: number }): string {
  const path = link.split('/').slice(5).join('/');
  const grant = Buffer.from(JSON.stringify({ ...grantClaims(link), x: expires }), 'utf8').toString('base64url');
  const signature = createHmac('sha256', secret).update(`${grant}\nfile\n${path}`).digest('base64url');
  return `/api/extranet/files/${grant}.${signature}/${path}`;
}
