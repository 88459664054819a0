import { endExtranetSession } from './endExtranetSession';

describe('endExtranetSession', () => {
  it("sends DELETE /api/extranet/session with the partner's bearer token", async () => {
    const calls: [string, RequestInit | undefined][] = [];
    await endExtranetSession('token-1', async (input, init) => {
      calls.push([String(input), init]);
      return new Response(null, { status: 204 });
    });
    expect(calls).toEqual([['/api/extranet/session', expect.objectContaining({ method: 'DELETE', headers: { authorization: 'Bearer token-1' }, keepalive: true })]]);
  });

  it('asks nothing without a token, and never holds up the logout on a failure', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('offline');
    });
    await endExtranetSession(null, fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(endExtranetSession('token-1', fetchImpl)).resolves.toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
