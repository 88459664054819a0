import { clearSessionCookie, hasSessionCookie, IS_AUTHENTICATED_COOKIE, setSessionCookie } from './sessionCookie';

describe('the is-authenticated cookie', () => {
  it('is set and cleared', () => {
    expect(hasSessionCookie()).toBe(false);
    setSessionCookie();
    expect(document.cookie).toContain(`${IS_AUTHENTICATED_COOKIE}=1`);
    expect(hasSessionCookie()).toBe(true);
    clearSessionCookie();
    expect(hasSessionCookie()).toBe(false);
  });

  it('is not confused with a cookie whose name only starts alike', () => {
    expect(hasSessionCookie(`${IS_AUTHENTICATED_COOKIE}x=1; other=2`)).toBe(false);
    expect(hasSessionCookie(`other=2; ${IS_AUTHENTICATED_COOKIE}=1`)).toBe(true);
  });
});
