/** @jest-environment node */
import { contentSecurityPolicy, NO_ORIGINS } from './contentSecurityPolicy';
import { inlineScriptSources, scriptHashSource } from './inlineScripts';
import { frameRuleFor } from './framing';

const directive = (policy: string, name: string) => policy.split('; ').find((item) => item.startsWith(`${name} `));

describe('inlineScriptSources', () => {
  it('hashes every inline script the browser runs, as written, once each', () => {
    const html =
      '<script>self.__next_f.push([1,"a&amp;b"])</script><script id="_R_">x()</script>' +
      '<script type="application/ld+json">{"a":1}</script><script src="/_next/a.js" async=""></script>' +
      '<script data-src="x">y()</script><script type="module">z()</script><script>x()</script>';
    expect(inlineScriptSources(html)).toEqual([
      scriptHashSource('self.__next_f.push([1,"a&amp;b"])'),
      scriptHashSource('x()'),
      scriptHashSource('y()'),
      scriptHashSource('z()'),
    ]);
  });

  it('gives the sha256 source CSP expects', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('contentSecurityPolicy', () => {
  const origins = { assets: ['https://a.storyblok.com'], identity: ['https://login.example'], search: [], editor: ['https://app.storyblok.com'] };

  it('allows the scripts it names, never unsafe-inline', () => {
    const policy = contentSecurityPolicy({ origins, scriptSources: ["'sha256-abc'"] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'");
    expect(policy).not.toContain("script-src 'unsafe-inline'");
    expect(directive(policy, 'img-src')).toContain('https://a.storyblok.com');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://login.example");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('lets the site frame the silent check and the editor frame drafts (and load its bridge)', () => {
    expect(directive(contentSecurityPolicy({ origins, frame: 'self' }), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    const draft = contentSecurityPolicy({ origins, frame: 'editor' });
    expect(directive(draft, 'frame-ancestors')).toBe("frame-ancestors 'self' https://app.storyblok.com");
    expect(directive(draft, 'script-src')).toContain('https://app.storyblok.com');
    expect(directive(contentSecurityPolicy({ origins: NO_ORIGINS }), 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it("allows a tag manager's hosts only when it has one, and still no inline script", () => {
    const tags = { scripts: ['https://*.googletagmanager.com'], reports: ['https://*.google-analytics.com'], frames: ['https://td.doubleclick.net'] };
    const policy = contentSecurityPolicy({ origins: { ...origins, tags }, scriptSources: ["'sha256-abc'"] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc' https://*.googletagmanager.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://login.example https://*.google-analytics.com");
    expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'frame-src')).toContain('https://td.doubleclick.net');
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy({ origins })).not.toContain('google');
  });
});

describe('frameRuleFor', () => {
  it('frames nothing but the silent check (any locale) and drafts', () => {
    expect(frameRuleFor('/produkte')).toBe('none');
    expect(frameRuleFor('/auth/silent')).toBe('self');
    expect(frameRuleFor('/en/auth/silent')).toBe('self');
    expect(frameRuleFor('/produkte', { draft: true })).toBe('editor');
  });
});
