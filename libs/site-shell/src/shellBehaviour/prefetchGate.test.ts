/** @jest-environment node */
import { limitPrefetches } from './prefetchGate';

/** A fetch whose responses stream until the test closes them. */
function controlledFetch() {
  const started: Array<{ url: string; close: () => void; fail: (error: Error) => void }> = [];
  const impl = jest.fn((input: RequestInfo | URL) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    controller.enqueue(new TextEncoder().encode('0:'));
    started.push({ url: String(input), close: () => controller.close(), fail: (error) => controller.error(error) });
    return Promise.resolve(new Response(body));
  });
  return { impl: impl as unknown as typeof fetch, started };
}

const prefetch = { headers: { rsc: '1', 'next-router-prefetch': '1' } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limitPrefetches', () => {
  it('lets 5 prefetches run at once and starts the next when a response has fully arrived', async () => {
    const { impl, started } = controlledFetch();
    const gated = limitPrefetches(impl, 5);
    const responses = Array.from({ length: 7 }, (_, index) => gated(`/p${index}`, prefetch));
    await settle();
    expect(started.map(({ url }) => url)).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4']);

    started[2]?.close();
    await settle();
    expect(started.map(({ url }) => url)).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4', '/p5']);

    started[0]?.fail(new Error('aborted'));
    await settle();
    expect(started).toHaveLength(7);
    await Promise.all(responses.slice(0, 5));
  });

  it('still hands the router a readable response', async () => {
    const { impl, started } = controlledFetch();
    const response = limitPrefetches(impl, 5)('/p', prefetch);
    await settle();
    started[0]?.close();
    expect(await (await response).text()).toBe('0:');
  });

  it('frees the slot of a request that fails before answering', async () => {
    const failing = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(new Response(null));
    const gated = limitPrefetches(failing as unknown as typeof fetch, 1);
    await expect(gated('/a', prefetch)).rejects.toThrow('Failed to fetch');
    await expect(gated('/b', prefetch)).resolves.toBeInstanceOf(Response);
  });

  it('never holds back navigations or other requests', async () => {
    const { impl, started } = controlledFetch();
    const gated = limitPrefetches(impl, 1);
    void gated('/p', prefetch);
    void gated('/next-page', { headers: { rsc: '1' } });
    void gated('/api/version');
    void gated(new Request('http://x/q', { headers: new Headers({ 'next-router-prefetch': '1' }) }));
    await settle();
    expect(started.map(({ url }) => url).sort()).toEqual(['/api/version', '/next-page', '/p']);
  });
});
