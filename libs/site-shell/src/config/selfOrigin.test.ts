import { selfOrigin } from './selfOrigin';

describe('selfOrigin', () => {
  it('is loopback on the port where the server listens on every address, else the address it listens on', () => {
    expect(selfOrigin({ PORT: '3100' })).toBe('http://127.0.0.1:3100');
    expect(selfOrigin({ PORT: '3100', HOSTNAME: '0.0.0.0' })).toBe('http://127.0.0.1:3100');
    expect(selfOrigin({ PORT: '3100', HOSTNAME: '::' })).toBe('http://127.0.0.1:3100');
    expect(selfOrigin({ PORT: '3100', HOSTNAME: 'localhost' })).toBe('http://localhost:3100');
    expect(selfOrigin({ PORT: '3100', HOSTNAME: '10.0.0.7' })).toBe('http://10.0.0.7:3100');
    expect(selfOrigin({ PORT: '3100', HOSTNAME: 'fd00::7' })).toBe('http://[fd00::7]:3100');
    expect(selfOrigin({})).toBe('http://127.0.0.1:3000');
  });
});
