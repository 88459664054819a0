import { securityHeaderRules } from './headerRules';

const header = (rule: { headers: Array<{ key: string; value: string }> } | undefined, key: string) => rule?.headers.find((item) => item.key === key)?.value;

describe('securityHeaderRules', () => {
  it('puts the security headers and a policy without inline scripts or framing on every path', () => {
    const [every, ...selfFramed] = securityHeaderRules();
    expect(every?.source).toBe('/:path*');
    expect(header(every, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(every, 'Strict-Transport-Security')).toBeUndefined();
    expect(header(every, 'Content-Security-Policy')).toContain("script-src 'self'; ");
    expect(header(every, 'Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(selfFramed.map((rule) => rule.source)).toContain('/:locale([a-z]{2})?/auth/silent');
    expect(header(selfFramed[0], 'Content-Security-Policy')).toContain("frame-ancestors 'self'");
  });

  it('adds HSTS on HTTPS', () => {
    expect(header(securityHeaderRules({ https: true })[0], 'Strict-Transport-Security')).toMatch(/^max-age=\d+/);
  });
});
