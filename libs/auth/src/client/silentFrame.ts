import { ErrorTimeout, type INavigator, type IWindow, type NavigateParams, type NavigateResponse } from 'oidc-client-ts';
import { yieldToMain } from './yieldToMain';

/** The message of the silent-check page (`SILENT_CHECK_SCRIPT`), the one oidc-client-ts's own callback posts. */
interface FrameAnswer {
  source: 'oidc-client';
  url: string;
}

function isFrameAnswer(data: unknown): data is FrameAnswer {
  if (typeof data !== 'object' || data === null) return false;
  const { source, url } = data as Record<string, unknown>;
  return source === 'oidc-client' && typeof url === 'string';
}

/**
 * One hidden frame of the silent check (prompt=none). Made with the provider's address as its
 * `src` when the request is ready and removed at the answer, so the browser builds one document
 * in it, the silent-check page. oidc-client-ts's own frame is made empty, sent to the provider,
 * and sent to about:blank again before it is removed: each document and unload it adds is work
 * on the page's main thread while the page loads.
 *
 * The frame is not sandboxed: the provider answers with a redirect (no document of its own;
 * a page of the provider's, should it show one, is another origin's and cannot reach this one),
 * and the document the frame ends on is the site's silent-check page, one inline script pinned by
 * its hash. A sandboxed frame has an opaque origin, which a browser with site isolation puts in a
 * process of its own, started for every page load: measured on a 2-core machine, 300-600 ms
 * between the provider's redirect and the answer instead of 100-150, all of it before the token,
 * the page's data and its largest paint. Its one message is accepted from this frame's window,
 * with the page's origin, only.
 */
class SilentFrame implements IWindow {
  private frame: HTMLIFrameElement | null = null;
  private settle: ((outcome: { url: string } | Error) => void) | null = null;
  private navigated = false;
  private closed = false;

  constructor(private readonly timeoutSeconds: number) {}

  async navigate({ url }: NavigateParams): Promise<NavigateResponse> {
    if (this.closed || this.navigated) throw new Error('Attempted to navigate on a disposed window');
    this.navigated = true;
    // A frame's document costs the browser ~10 ms on a desktop CPU: not at the end of the task
    // that built the request.
    await yieldToMain();
    if (this.closed) throw new Error('Attempted to navigate on a disposed window');
    return new Promise<NavigateResponse>((resolve, reject) => {
      const frame = document.createElement('iframe');
      Object.assign(frame.style, { visibility: 'hidden', position: 'fixed', left: '-1000px', top: '0' });
      frame.width = '0';
      frame.height = '0';
      frame.src = url;
      const onMessage = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow || event.origin !== window.location.origin || !isFrameAnswer(event.data)) return;
        this.settle?.({ url: event.data.url });
      };
      const timer = setTimeout(() => this.settle?.(new ErrorTimeout('IFrame timed out without a response')), this.timeoutSeconds * 1000);
      this.settle = (outcome) => {
        this.settle = null;
        clearTimeout(timer);
        window.removeEventListener('message', onMessage);
        if (outcome instanceof Error) {
          this.close();
          reject(outcome);
          return;
        }
        // Removing the frame unloads its document (~10 ms on a desktop CPU): after the answer has
        // been handed on, in a task of its own, so the token request goes out first.
        this.closed = true;
        const answered = frame;
        this.frame = null;
        resolve(outcome);
        void yieldToMain().then(() => answered.remove());
      };
      window.addEventListener('message', onMessage);
      this.frame = frame;
      document.body.appendChild(frame);
    });
  }

  close(): void {
    this.closed = true;
    this.settle?.(new Error('IFrame removed from DOM'));
    this.frame?.remove();
    this.frame = null;
  }
}

/**
 * The `iframeNavigator` of the UserManager (oidc-client-ts's `INavigator` extension point): the
 * silent check and the renewal without a refresh token run in a `SilentFrame`.
 */
export class SilentFrameNavigator implements INavigator {
  constructor(private readonly timeoutSeconds: number) {}

  async prepare(params: unknown): Promise<IWindow> {
    const requested = (params as { silentRequestTimeoutInSeconds?: unknown } | undefined)?.silentRequestTimeoutInSeconds;
    return new SilentFrame(typeof requested === 'number' && requested > 0 ? requested : this.timeoutSeconds);
  }

  /** The frame's side, as the library's: hands the provider's answer to the page that made the frame. */
  async callback(url: string): Promise<void> {
    const answer: FrameAnswer & { keepOpen: false } = { source: 'oidc-client', url, keepOpen: false };
    window.parent.postMessage(answer, window.location.origin);
  }
}
