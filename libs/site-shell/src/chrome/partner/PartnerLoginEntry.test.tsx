import { render, screen } from '@testing-library/react';
import { HtmlValidate } from 'html-validate';
import { PartnerLoginEntry } from './PartnerLoginEntry';

const props = {
  href: '/extranet',
  homePath: '/',
  config: { issuer: 'http://127.0.0.1:4200', clientId: 'clavis-sites' },
  labels: { login: 'Partner-Login', logout: 'Abmelden' },
};

describe('PartnerLoginEntry', () => {
  it('is a plain link to the extranet for an anonymous visitor', async () => {
    const { container } = render(<PartnerLoginEntry {...props} />);
    const link = screen.getByRole('link', { name: 'Partner-Login' });
    expect(link).toHaveAttribute('href', '/extranet');
    const report = await new HtmlValidate().validateString(container.innerHTML, { extends: ['html-validate:recommended'] });
    expect(report.valid).toBe(true);
  });
});
