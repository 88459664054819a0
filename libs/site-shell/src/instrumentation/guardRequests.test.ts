/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { guardRequests } from './guardRequests';

const guard = guardRequests({ market: 'germany', https: false, previewModeId: () => 'build-draft-id' });
const response = () => ({ writeHead: jest.fn().mockReturnThis(), end: jest.fn(), setHeader: jest.fn(), headersSent: false }) as unknown as ServerResponse;
const refused = (method: string, headers: Record<string, string>) =>
  guard({ method, url: '/uber-uns', headers } as unknown as IncomingMessage, response());

describe('guardRequests: server function calls of draft pages', () => {
  it("lets a draft session's live preview POST its server function call to the page", () => {
    expect(refused('POST', { 'next-action': 'a1b2', cookie: '__prerender_bypass=build-draft-id' })).toBe(false);
  });

  it('refuses a POST to a page without the draft session of this build, or that is no server function call', () => {
    expect(refused('POST', { 'next-action': 'a1b2' })).toBe(true);
    expect(refused('POST', { 'next-action': 'a1b2', cookie: '__prerender_bypass=made-up' })).toBe(true);
    expect(refused('POST', { cookie: '__prerender_bypass=build-draft-id' })).toBe(true);
    expect(refused('GET', { cookie: '__prerender_bypass=build-draft-id' })).toBe(false);
  });
});
