/** @jest-environment node */
import { ResponseCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { partitionedDraftMode } from './draftCookie';

function setup() {
  const headers = new Headers();
  const jar = new ResponseCookies(headers);
  // What Next's draftMode() writes.
  const mode = {
    enable: () => void jar.set({ name: '__prerender_bypass', value: 'build-id', httpOnly: true, sameSite: 'none', secure: true, path: '/' }),
    disable: () => void jar.set({ name: '__prerender_bypass', value: '', httpOnly: true, sameSite: 'none', secure: true, path: '/', expires: new Date(0) }),
  };
  return { headers, draft: partitionedDraftMode(mode, jar) };
}

describe('partitionedDraftMode', () => {
  it('sends one draft cookie, SameSite=None; Secure; Partitioned, with the value Next chose', () => {
    const { headers, draft } = setup();
    draft.enable();
    const cookies = headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^__prerender_bypass=build-id; /);
    expect(cookies[0]).toMatch(/; Secure/i);
    expect(cookies[0]).toMatch(/; SameSite=none/i);
    expect(cookies[0]).toMatch(/; Partitioned/i);
    expect(cookies[0]).toMatch(/; HttpOnly/i);
  });

  it('clears it partitioned too on exit', () => {
    const { headers, draft } = setup();
    draft.disable();
    const [cookie] = headers.getSetCookie();
    expect(cookie).toMatch(/^__prerender_bypass=; /);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookie).toMatch(/; Partitioned/i);
  });
});
