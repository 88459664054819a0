import { AuthError } from '../errors/AuthError';
import { LOADING_SESSION, showsSameAs, type Session } from './session';

const signIn = async () => undefined;
const signOut = async () => undefined;
const partner = {
  sub: 'p-1',
  name: 'Paula Partner',
  email: 'partner@clavis.example',
  groups: ['partner'],
};
const signedIn: Session = {
  status: 'authenticated',
  user: partner,
  accessToken: 'token-1',
  error: null,
  signIn,
  signOut,
};

describe('showsSameAs', () => {
  it('takes a loading session with the client’s actions as the one the page already shows', () => {
    expect(showsSameAs(LOADING_SESSION, { ...LOADING_SESSION, signIn, signOut })).toBe(true);
  });

  it('tells a new status, token, error or user apart', () => {
    expect(showsSameAs(LOADING_SESSION, signedIn)).toBe(false);
    expect(showsSameAs(signedIn, { ...signedIn, accessToken: 'token-2' })).toBe(false);
    expect(
      showsSameAs(signedIn, {
        ...signedIn,
        status: 'unauthenticated',
        user: null,
        accessToken: null,
      }),
    ).toBe(false);
    expect(
      showsSameAs(LOADING_SESSION, {
        ...LOADING_SESSION,
        error: new AuthError('timeout', 'The provider did not answer'),
      }),
    ).toBe(false);
    expect(
      showsSameAs(signedIn, { ...signedIn, user: { ...partner, groups: ['partner', 'bu-italy'] } }),
    ).toBe(false);
    expect(showsSameAs(signedIn, { ...signedIn, user: { ...partner, name: 'Paula P.' } })).toBe(
      false,
    );
  });

  it('takes an equal user in a new object as the same', () => {
    expect(
      showsSameAs(signedIn, { ...signedIn, user: { ...partner, groups: [...partner.groups] } }),
    ).toBe(true);
  });

  it('compares the actions once the session is known', () => {
    expect(showsSameAs(signedIn, { ...signedIn, signOut: async () => undefined })).toBe(false);
  });
});
