import { createHmac } from 'node:crypto';
import type { StoredStory } from './types';

/**
 * The webhook secret of the local setup; the sites accept it when no REVALIDATE_SECRET is set
 * (libs/site-shell revalidate/webhookSecret.ts holds the same fixture value).
 */
export const LOCAL_WEBHOOK_SECRET = 'clavis-local-webhook-secret';

export type StoryAction = 'published' | 'unpublished' | 'deleted' | 'moved';

export interface WebhookOptions {
  /** Where story events go (a site's `/api/revalidate`). @default none */
  urls?: readonly string[];
  /** @default LOCAL_WEBHOOK_SECRET */
  secret?: string;
  /** Longest wait for one delivery. @default 5000 */
  timeoutMs?: number;
}

export interface Delivery {
  url: string;
  status?: number;
  error?: string;
}

/** Storyblok's story webhook body. */
export function storyEventBody(story: Pick<StoredStory, 'id' | 'name' | 'full_slug'>, action: StoryAction, spaceId: number) {
  return {
    text: `The user Local editor ${action} the Story ${story.name} (${story.full_slug})`,
    action,
    space_id: spaceId,
    story_id: story.id,
    full_slug: story.full_slug,
  };
}

/** As Storyblok signs: hex HMAC-SHA1 of the raw body, in the `webhook-signature` header. */
export function signWebhookBody(rawBody: string, secret: string): string {
  return createHmac('sha1', secret).update(rawBody, 'utf8').digest('hex');
}

/** Sends signed story events to the configured URLs, as Storyblok does on a publish. */
export class WebhookSender {
  private urls: string[];
  private secret: string;
  private readonly timeoutMs: number;

  constructor(options: WebhookOptions = {}) {
    this.urls = [...(options.urls ?? [])];
    this.secret = options.secret ?? LOCAL_WEBHOOK_SECRET;
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  get current(): { urls: string[] } {
    return { urls: [...this.urls] };
  }

  configure({ urls, secret }: { urls?: readonly string[]; secret?: string }): void {
    if (urls) this.urls = [...urls];
    if (secret) this.secret = secret;
  }

  /** Delivers one event to every URL at once; a failed delivery is reported, not retried. */
  async send(body: unknown): Promise<Delivery[]> {
    const raw = JSON.stringify(body);
    const signature = signWebhookBody(raw, this.secret);
    return Promise.all(
      this.urls.map(async (url): Promise<Delivery> => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'webhook-signature': signature },
            body: raw,
            signal: AbortSignal.timeout(this.timeoutMs),
          });
          await response.arrayBuffer();
          return { url, status: response.status };
        } catch (error) {
          return { url, error: (error as Error).message };
        }
      }),
    );
  }
}

/** `WEBHOOK_URL` (comma-separated) and `WEBHOOK_SECRET` for the CLI. */
export function webhooksFromEnv(env: Record<string, string | undefined>): WebhookOptions {
  const urls = (env['WEBHOOK_URL'] ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return { urls, secret: env['WEBHOOK_SECRET'] || undefined };
}
