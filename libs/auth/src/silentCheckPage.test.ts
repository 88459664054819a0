import { createHash } from 'node:crypto';
import { SILENT_CHECK_SCRIPT, silentCheckHtml } from './silentCheckPage';

describe('the silent-check page', () => {
  it('hands the provider answer to the opener in the message oidc-client-ts waits for', () => {
    const posted: Array<[unknown, string]> = [];
    const parent = { postMessage: (data: unknown, origin: string) => posted.push([data, origin]) };
    const location = { href: 'http://127.0.0.1:3000/auth/silent-check?code=c&state=s', origin: 'http://127.0.0.1:3000' };
    new Function('parent', 'location', SILENT_CHECK_SCRIPT)(parent, location);
    expect(posted).toEqual([[{ source: 'oidc-client', url: location.href, keepOpen: false }, location.origin]]);
  });

  it('holds the script verbatim, so a CSP can allow it by its hash', () => {
    expect(silentCheckHtml()).toContain(`<script>${SILENT_CHECK_SCRIPT}</script>`);
    expect(createHash('sha256').update(SILENT_CHECK_SCRIPT).digest('base64')).toMatch(/=$/);
  });
});
