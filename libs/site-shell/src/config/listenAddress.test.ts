import { checkListenAddress } from './listenAddress';

describe('checkListenAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', ' 127.0.0.1 '])('refuses the loopback literal %p, naming localhost as the way', (hostname) => {
    const check = checkListenAddress({ HOSTNAME: hostname });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toContain('HOSTNAME=localhost');
  });

  it.each([undefined, '', 'localhost', '0.0.0.0', '::', '10.0.0.5', 'site.internal', '1127.0.0.1'])('accepts %p', (hostname) => {
    expect(checkListenAddress({ HOSTNAME: hostname })).toEqual({ ok: true });
  });
});
