import { storyUrl } from '@clavis/cms-client';
import type { Market } from '@clavis/i18n-routing';
import type { StoryEvent } from './webhookPayload';

/** Where moves are remembered as redirects (the market's redirect rules source). */
export interface StoryMoves {
  move(fromPath: string, toPath: string): void;
  unmove(path: string): void;
}

/**
 * What a story event changes of the redirects: a moved story's old URL redirects (301) to its new
 * one, and a story published at a URL ends a move away from it.
 */
export function followStoryMove(
  rules: StoryMoves,
  market: Market,
  event: StoryEvent,
): void {
  const url = event.fullSlug ? storyUrl({ market, fullSlug: event.fullSlug }) : null;
  if (!url) return;
  if (event.action === 'published') rules.unmove(url);
  if (event.action !== 'moved' || !event.previousSlug) return;
  const from = storyUrl({ market, fullSlug: event.previousSlug });
  if (from) rules.move(from, url);
}
