/** @jest-environment jsdom */
import { ErrorTimeout, type IWindow } from 'oidc-client-ts';
import { SilentFrameNavigator } from './silentFrame';

const PROVIDER = 'http://127.0.0.1:4200/auth?client_id=clavis-sites&prompt=none&state=s1';
const ANSWER = `${window.location.origin}/auth/silent-check?code=c1&state=s1`;

const frames = () => [...document.querySelectorAll('iframe')];
/** The navigator makes its frame in a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The silent-check page's message, as the page receives it from its frame (the page's own origin). */
function answer(from: Window | null, data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: from }));
}

describe('SilentFrameNavigator', () => {
  let handle: IWindow;

  beforeEach(async () => {
    document.body.innerHTML = '';
    handle = await new SilentFrameNavigator(10).prepare({});
  });

  afterEach(() => jest.useRealTimers());

  it('makes no frame until the request is ready, then, in the next task, one hidden frame already addressed to the provider', async () => {
    expect(frames()).toHaveLength(0);
    const appendChild = document.body.appendChild.bind(document.body);
    const addressedWhenAdded: (string | null)[] = [];
    const appended = jest.spyOn(document.body, 'appendChild').mockImplementation((node) => {
      addressedWhenAdded.push((node as HTMLIFrameElement).getAttribute('src'));
      return appendChild(node);
    });
    void handle.navigate({ url: PROVIDER, state: 's1' });
    expect(frames()).toHaveLength(0);
    await nextTask();
    appended.mockRestore();
    expect(addressedWhenAdded).toEqual([PROVIDER]);
    const [frame] = frames();
    expect(frames()).toHaveLength(1);
    expect(frame?.style.visibility).toBe('hidden');
    expect(frame?.width).toBe('0');
    // Not sandboxed: an opaque origin would cost a process of its own on every page load.
    expect(frame?.hasAttribute('sandbox')).toBe(false);
  });

  it("answers with the URL the frame's silent-check page posts, then removes the frame in a task of its own", async () => {
    const navigation = handle.navigate({ url: PROVIDER, state: 's1' });
    await nextTask();
    answer(frames()[0]?.contentWindow ?? null, { source: 'oidc-client', url: ANSWER, keepOpen: false });
    await expect(navigation).resolves.toEqual({ url: ANSWER });
    // The answer is on its way to the token request before the frame's document is unloaded.
    expect(frames()).toHaveLength(1);
    await nextTask();
    expect(frames()).toHaveLength(0);
    // Answered, it is done: closing it again changes nothing, and it cannot navigate again.
    handle.close();
    await expect(handle.navigate({ url: PROVIDER })).rejects.toThrow('disposed');
  });

  it('ignores messages from another window, another origin or of another shape', async () => {
    const navigation = handle.navigate({ url: PROVIDER, state: 's1' });
    await nextTask();
    const frame = frames()[0]?.contentWindow ?? null;
    answer(window, { source: 'oidc-client', url: `${ANSWER}&forged` });
    answer(window, { source: 'oidc-client', url: `${ANSWER}&forged` }, 'null');
    answer(frame, { source: 'oidc-client', url: `${ANSWER}&elsewhere` }, 'http://evil.example');
    // A document of the frame with another origin (the provider's, an opaque one) is not the silent-check page.
    answer(frame, { source: 'oidc-client', url: `${ANSWER}&provider` }, 'http://127.0.0.1:4200');
    answer(frame, { source: 'oidc-client', url: `${ANSWER}&opaque` }, 'null');
    answer(frame, { source: 'other', url: ANSWER });
    answer(frame, 'oidc-client');
    expect(frames()).toHaveLength(1);
    answer(frame, { source: 'oidc-client', url: ANSWER });
    await expect(navigation).resolves.toEqual({ url: ANSWER });
  });

  it('fails with the library’s timeout error when no answer comes in time, and removes the frame', async () => {
    jest.useFakeTimers();
    const navigation = handle.navigate({ url: PROVIDER, state: 's1' });
    await jest.advanceTimersByTimeAsync(0);
    jest.advanceTimersByTime(9_999);
    expect(frames()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await expect(navigation).rejects.toBeInstanceOf(ErrorTimeout);
    expect(frames()).toHaveLength(0);
  });

  it('takes the timeout the UserManager asks for', async () => {
    jest.useFakeTimers();
    const navigation = (await new SilentFrameNavigator(10).prepare({ silentRequestTimeoutInSeconds: 2 })).navigate({ url: PROVIDER });
    await jest.advanceTimersByTimeAsync(0);
    jest.advanceTimersByTime(1_999);
    expect(frames()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await expect(navigation).rejects.toBeInstanceOf(ErrorTimeout);
  });

  it('closed while waiting: removes the frame and fails, and cannot navigate again', async () => {
    const navigation = handle.navigate({ url: PROVIDER, state: 's1' });
    await nextTask();
    handle.close();
    await expect(navigation).rejects.toThrow('IFrame removed from DOM');
    expect(frames()).toHaveLength(0);
    await expect(handle.navigate({ url: PROVIDER })).rejects.toThrow('disposed');
  });

  it('closed before navigating (the request could not be made): nothing is left behind', async () => {
    handle.close();
    expect(frames()).toHaveLength(0);
    await expect(handle.navigate({ url: PROVIDER })).rejects.toThrow('disposed');
  });

  it('navigates once: a second navigation, even before the first has made its frame, is refused', async () => {
    const first = handle.navigate({ url: PROVIDER, state: 's1' });
    await expect(handle.navigate({ url: PROVIDER, state: 's2' })).rejects.toThrow('disposed');
    await nextTask();
    expect(frames()).toHaveLength(1);
    answer(frames()[0]?.contentWindow ?? null, { source: 'oidc-client', url: ANSWER });
    await expect(first).resolves.toEqual({ url: ANSWER });
  });

  it('closed between the request and its frame: no frame is made', async () => {
    const navigation = handle.navigate({ url: PROVIDER, state: 's1' });
    handle.close();
    await expect(navigation).rejects.toThrow('disposed');
    expect(frames()).toHaveLength(0);
  });

  it("posts the frame's side of the answer to its parent, for the page's origin only", async () => {
    const posted = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    await new SilentFrameNavigator(10).callback(ANSWER);
    expect(posted).toHaveBeenCalledWith({ source: 'oidc-client', url: ANSWER, keepOpen: false }, window.location.origin);
    posted.mockRestore();
  });
});
