'use client';
import { Badge, Inline } from '@clavis/design-system';
import StoryblokBridge from '@storyblok/preview-bridge';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { editorParent } from './editorParent';

/** A page's route parameters, as the catch-all page receives them. */
export interface LiveRoute {
  locale: string;
  path?: string[];
}

export interface LivePreviewProps {
  /** The id of the page's story: the editor's events name it. */
  storyId: number;
  /** The page's route parameters, to render it again with the editor's story. */
  route: LiveRoute;
  /** The server function that renders the page of `route` with the editor's story (null: no change). */
  render: (route: LiveRoute, story: unknown) => Promise<ReactNode | null>;
  /** Origins allowed to frame draft pages (the visual editor's). */
  editorOrigins: readonly string[];
  /** The relation fields pages resolve, which the editor resolves in the stories it sends too. */
  relations: readonly string[];
  /** The badge saying this is a draft, and its way out of draft mode (`/api/draft/exit`). */
  badge: { label: string; exit: string; exitHref: string };
  children: ReactNode;
}

/**
 * A draft page inside the visual editor: Storyblok's bridge (`@storyblok/preview-bridge`, bundled,
 * so this chunk is all it loads) marks its blocks clickable; each `input` event (the editor types)
 * renders the page again on the server from the event's story and shows it without a reload; a
 * save or publish renders the page anew from the CMS. While a render is under way, later events
 * wait and only the newest is rendered next. A badge above the page says it is a draft and leads
 * out of draft mode.
 */
export function LivePreview({ storyId, route, render, editorOrigins, relations, badge, children }: LivePreviewProps) {
  const router = useRouter();
  const [live, setLive] = useState<ReactNode | null>(null);
  const routeKey = JSON.stringify(route);

  useEffect(() => {
    if (window.top === window.self) return undefined;
    const bridge = new StoryblokBridge({
      customParent: editorParent(editorOrigins, window.location, document.referrer),
      resolveRelations: [...relations],
    });
    let stopped = false;
    let running = false;
    let waiting: unknown;
    const renderNext = async () => {
      if (running || waiting === undefined) return;
      running = true;
      const story = waiting;
      waiting = undefined;
      try {
        const node = await render(JSON.parse(routeKey) as LiveRoute, story);
        if (!stopped && node !== null) setLive(node);
      } finally {
        running = false;
        if (!stopped) void renderNext();
      }
    };
    bridge.on('input', (event) => {
      if (event.story?.id !== storyId) return;
      waiting = event.story;
      void renderNext();
    });
    bridge.on(['change', 'published'], () => {
      waiting = undefined;
      setLive(null);
      router.refresh();
    });
    return () => {
      stopped = true;
      bridge.destroy();
    };
  }, [storyId, routeKey, render, editorOrigins, relations, router]);

  return (
    <>
      <div role="status" data-draft-badge="">
        <Inline space="sm" align="center">
          <Badge tone="warning" emphasis="solid">
            {badge.label}
          </Badge>
          {/* A full load: the route handler ends draft mode and sends the published page. */}
          <a href={badge.exitHref}>{badge.exit}</a>
        </Inline>
      </div>
      {live ?? children}
    </>
  );
}
