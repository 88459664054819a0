import { render, screen } from '@testing-library/react';
import { SessionPreview } from '@clavis/auth/testing';
import { PartnerMenu } from './PartnerMenu';

const props = { labels: { login: 'Partner-Login', logout: 'Abmelden' }, loginHref: '/extranet' };
const partner = { sub: 'user-bu-italia', name: 'Bruno Italia', groups: ['partner', 'bu-italy'] };

describe('PartnerMenu', () => {
  it('on a public page, offers the login while the session is found out', () => {
    render(
      <SessionPreview session={{ status: 'loading' }}>
        <PartnerMenu {...props} />
      </SessionPreview>,
    );
    expect(screen.getByRole('link', { name: 'Partner-Login' })).toHaveAttribute('href', '/extranet');
  });

  it('on an extranet page, holds the place of the name and the logout until the session is known, in the same boxes', () => {
    const { container, rerender } = render(
      <SessionPreview session={{ status: 'loading' }}>
        <PartnerMenu {...props} holdPlace />
      </SessionPreview>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeDisabled();
    const boxes = () => [...(container.firstElementChild as HTMLElement).children].map((child) => child.className);
    const held = boxes();

    rerender(
      <SessionPreview session={{ status: 'authenticated', user: partner, accessToken: 't' }}>
        <PartnerMenu {...props} holdPlace />
      </SessionPreview>,
    );
    expect(screen.getByText('Bruno Italia')).toHaveAttribute('title', 'Bruno Italia');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeEnabled();
    expect(boxes()).toEqual(held);
  });
});
