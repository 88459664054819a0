import { LOADING_SESSION, type Session } from './session';
import { announceSession, onSignedIn } from './signedIn';

const user = { sub: 'bu-italia-1', groups: ['partner', 'bu-italy'] };
const signedIn = (accessToken: string): Session => ({ ...LOADING_SESSION, status: 'authenticated', user, accessToken });
const signedOut: Session = { ...LOADING_SESSION, status: 'unauthenticated' };

describe('onSignedIn', () => {
  beforeEach(() => announceSession(signedOut));

  it('hears each new token once, with its user, and nothing while the session loads', () => {
    const heard: string[] = [];
    const stop = onSignedIn(({ accessToken, user: who }) => heard.push(`${who.sub}:${accessToken}`));
    announceSession(LOADING_SESSION);
    announceSession(signedIn('t1'));
    announceSession(signedIn('t1'));
    announceSession(signedIn('t2'));
    stop();
    expect(heard).toEqual(['bu-italia-1:t1', 'bu-italia-1:t2']);
  });

  it('tells a listener that comes later of the current session at once, and no more after it stops', () => {
    announceSession(signedIn('t1'));
    const heard: string[] = [];
    const stop = onSignedIn(({ accessToken }) => heard.push(accessToken));
    expect(heard).toEqual(['t1']);
    stop();
    announceSession(signedIn('t2'));
    expect(heard).toEqual(['t1']);
  });

  it('forgets the session once it is signed out', () => {
    announceSession(signedIn('t1'));
    announceSession(signedOut);
    const heard: string[] = [];
    const stop = onSignedIn(({ accessToken }) => heard.push(accessToken));
    stop();
    expect(heard).toEqual([]);
  });
});
