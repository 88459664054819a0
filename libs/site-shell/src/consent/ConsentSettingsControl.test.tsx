import { render, screen } from '@testing-library/react';
import { ConsentSettingsControl } from './ConsentSettingsControl';

afterEach(() => document.documentElement.removeAttribute('data-consent'));

it('is in no one’s way on a page without the consent loader', () => {
  render(<ConsentSettingsControl locale="de" />);
  expect(screen.queryByRole('button')).toBeNull();
});

it('is a button the consent loader knows, named in the page’s language, on a page marked for it', () => {
  document.documentElement.setAttribute('data-consent', '');
  render(<ConsentSettingsControl locale="de" />);
  const control = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
  expect(control).toHaveAttribute('type', 'button');
  expect(control).toHaveAttribute('data-consent-settings', '');
});
