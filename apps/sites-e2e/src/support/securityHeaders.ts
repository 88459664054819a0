import { expect } from '@playwright/test';

/** The headers DESIGN.md section 6 puts on every response, as a test reads them off one. */
export function expectSecurityHeaders(headers: Record<string, string>, { frame = "'none'" }: { frame?: string } = {}): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/^script-src 'self'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(policy).toContain(`frame-ancestors ${frame}`);
  expect(policy).toContain("object-src 'none'");
}
