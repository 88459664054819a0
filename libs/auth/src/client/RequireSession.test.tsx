import { render, screen } from '@testing-library/react';
import { AuthError } from '../errors/AuthError';
import { RequireSession } from './RequireSession';
import { SessionContext, type Session } from './session';

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
});
