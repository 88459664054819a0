import { act, render, screen } from '@testing-library/react';
import { AuthError } from '../errors/AuthError';
import { RequireSession } from './RequireSession';
import { LOADING_SESSION, SessionContext, type Session, type SessionUser } from './session';
import { announceSession, announceSignedIn } from './signedIn';

function renderWith(session: Partial<Session>, requiredGroup?: string) {
  const value: Session = {
    status: 'loading',
    user: null,
    accessToken: null,
    error: null,
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    ...session,
  };
  render(
    <SessionContext value={value}>
      <RequireSession requiredGroup={requiredGroup} loading={<p>loading</p>} unauthorized={<p>401</p>} forbidden={<p>403</p>}>
        {({ user }) => <p>hello {user.name}</p>}
      </RequireSession>
    </SessionContext>,
  );
  return value;
}

const partner = { sub: 'p', name: 'Paula', groups: ['partner'] };

describe('RequireSession', () => {
  it('waits while the session is loading', () => {
    const session = renderWith({ status: 'loading' });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('sends an anonymous visitor to the login, back to this URL', () => {
    window.history.pushState({}, '', '/extranet/kataloge?x=1');
    const session = renderWith({ status: 'unauthenticated' });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(session.signIn).toHaveBeenCalledWith('/extranet/kataloge?x=1');
  });

  it('shows 401 when the session was lost', () => {
    const session = renderWith({ status: 'unauthenticated', error: new AuthError('login_required', 'login required') });
    expect(screen.getByText('401')).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('shows 403 to a user without the group, the page to a partner', () => {
    renderWith({ status: 'authenticated', user: { ...partner, groups: [] }, accessToken: 't' }, 'partner');
    expect(screen.getByText('403')).toBeInTheDocument();
  });

  it('renders the page for a partner', () => {
    renderWith({ status: 'authenticated', user: partner, accessToken: 't' }, 'partner');
    expect(screen.getByText('hello Paula')).toBeInTheDocument();
  });

  describe('with a session the client announced before the provider shows it', () => {
    beforeEach(() => announceSession({ ...LOADING_SESSION, status: 'unauthenticated' }));

    const seen: { user: SessionUser; accessToken: string }[] = [];
    function guarded(value: Session, requiredGroup = 'partner') {
      return (
        <SessionContext value={value}>
          <RequireSession requiredGroup={requiredGroup} loading={<p>loading</p>} unauthorized={<p>401</p>} forbidden={<p>403</p>}>
            {({ user, accessToken }) => {
              seen.push({ user, accessToken });
              return <p>hello {user.name}</p>;
            }}
          </RequireSession>
        </SessionContext>
      );
    }
    beforeEach(() => {
      seen.length = 0;
    });

    it('renders the page with the announced token while the provider still loads', () => {
      render(guarded(LOADING_SESSION));
      expect(screen.getByText('loading')).toBeInTheDocument();
      act(() => announceSignedIn({ accessToken: 'early', user: partner }));
      expect(screen.getByText('hello Paula')).toBeInTheDocument();
      expect(seen.at(-1)).toEqual({ user: partner, accessToken: 'early' });
    });

    it('shows 403 to an announced user without the group', () => {
      render(guarded(LOADING_SESSION));
      act(() => announceSignedIn({ accessToken: 'early', user: { ...partner, groups: [] } }));
      expect(screen.getByText('403')).toBeInTheDocument();
    });

    it('keeps the announced user object once the provider shows the same user, and follows the provider after', () => {
      const { rerender } = render(guarded(LOADING_SESSION));
      act(() => announceSignedIn({ accessToken: 'early', user: partner }));
      const provider: Session = { ...LOADING_SESSION, status: 'authenticated', user: { ...partner, groups: [...partner.groups] }, accessToken: 'early' };
      rerender(guarded(provider));
      expect(seen.at(-1)?.user).toBe(partner);

      rerender(guarded({ ...LOADING_SESSION, status: 'unauthenticated', error: new AuthError('login_required', 'login required') }));
      expect(screen.getByText('401')).toBeInTheDocument();
    });
  });
});
