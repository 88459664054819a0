import type { Page } from '@playwright/test';

// Opening a story in the static build's preview iframe (`iframe.html`), either by loading the page
// or, in a preview already loaded, by asking Storybook to render another story over its channel
// (as `@storybook/test-runner` does): the second skips reloading the preview's bundle.

type Listener = (...args: never[]) => void;

interface StoryChannel {
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  emit(event: string, payload: unknown): void;
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { channel?: StoryChannel; currentRender?: { phase?: string } };
}

/** Loads the preview on a story and waits until Storybook has finished rendering it. */
export async function openStory(page: Page, storyId: string): Promise<void> {
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished');
}

/**
 * Shows a story in the page's preview without reloading it, and resolves once Storybook reports the
 * story finished (rendered, play function and hooks done). Falls back to {@link openStory} when the
 * page holds no preview yet. Rejects when Storybook reports the story missing or failed.
 */
export async function showStory(page: Page, storyId: string): Promise<void> {
  const shown = await page.evaluate(
    (id) =>
      new Promise<boolean>((resolve, reject) => {
        const channel = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel;
        if (!channel) {
          resolve(false);
          return;
        }
        const problems: string[] = [];
        const listeners: Record<string, Listener> = {
          storyFinished: ({ storyId: finished, status }: { storyId: string; status: string }) => {
            if (finished !== id) return;
            settle(status === 'success' ? null : `story ${id} finished with status ${status}${problems.length ? `: ${problems.join('; ')}` : ''}`);
          },
          // The story already on screen: nothing is rendered again.
          storyUnchanged: () => settle(null),
          storyMissing: () => settle(`story ${id} is not in the build`),
          storyThrewException: (error: { message?: string }) => problems.push(`threw: ${error.message ?? String(error)}`),
          storyErrored: (error: { title?: string; description?: string }) => problems.push(`errored: ${error.title ?? ''} ${error.description ?? ''}`),
        };
        function settle(problem: string | null) {
          for (const [event, listener] of Object.entries(listeners)) channel?.off(event, listener);
          if (problem) reject(new Error(problem));
          else resolve(true);
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  if (!shown) await openStory(page, storyId);
}
