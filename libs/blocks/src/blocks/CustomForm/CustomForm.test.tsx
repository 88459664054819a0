import { render, screen } from '@testing-library/react';
import { callbackFormContent } from '@clavis/forms/testing';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { formBlocks } from '../formBlocks';
import { thankYouUrl } from './formProps';

// The form renders at once here: its behaviour is @clavis/forms' CustomFormClient.test, loading it
// on demand is its LazyCustomFormClient.test.
jest.mock('@clavis/forms', () => ({
  ...jest.requireActual('@clavis/forms'),
  LazyCustomFormClient: jest.requireActual('@clavis/forms/testing').CustomFormClient,
}));

const interestBlok = fixtureBlok('custom_form');

function renderForm(blok: unknown = interestBlok, overrides: Parameters<typeof createBlockContext>[0] = {}) {
  const context = createBlockContext({ storySlug: 'de/germany/landing-smart-pro-mini', ...overrides });
  const view = render(<BlockRenderer registry={formBlocks} context={context} blocks={[blok]} />);
  return { ...view, context };
}

describe('custom_form with the interest form', () => {
  it("renders the interest form in the page's language, posting to its endpoint with the locale", () => {
    const { container, context } = renderForm();
    expect(screen.getByRole('group', { name: /Ich interessiere mich für/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-Mail/ })).toBeRequired();
    expect(screen.getByText('Mit * gekennzeichnete Felder sind Pflichtfelder')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senden' })).toHaveAttribute('type', 'submit');
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/forms/interest?locale=de');
    expect(container.querySelector('input[type="hidden"][name="locale"]')).toHaveValue('de');
    expect(context.problems).toEqual([]);
  });

  it('speaks English on an English page and names that locale to the endpoint', () => {
    const { container } = renderForm(interestBlok, { locale: 'en', storySlug: 'en/germany/landing-smart-pro-mini' });
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/forms/interest?locale=en');
  });
});

describe('thankYouUrl', () => {
  it("is the thank-you page of the page's market and language", () => {
    expect(thankYouUrl({ market: 'germany', locale: 'de' })).toBe('/thank-you');
    expect(thankYouUrl({ market: 'germany', locale: 'en' })).toBe('/en/thank-you');
    expect(thankYouUrl({ market: 'global', locale: 'it' })).toBe('/it/thank-you');
  });
});

const cmsBlok = { _uid: 'c0ffee', component: 'custom_form', title: 'Rückrufwunsch', form: callbackFormContent };

describe('custom_form with a form from the CMS', () => {
  it('renders its fields under its title and posts to the id that locates it', () => {
    const { container } = renderForm(cmsBlok, { storySlug: 'de/germany/forms/ruckruf' });
    expect(screen.getByRole('form', { name: 'Rückrufwunsch' })).toHaveAttribute('action', '/api/forms/cms.de.germany.forms.ruckruf.c0ffee?locale=de');
    expect(screen.getByRole('heading', { level: 2, name: 'Rückrufwunsch' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Ihr Name/ })).toBeRequired();
    expect(screen.getByRole('spinbutton', { name: /^Stückzahl/ })).not.toBeRequired();
    expect(container.querySelector('[data-block-issue]')).toBeNull();
  });
});

describe('malformed custom_form content', () => {
  const malformed = { _uid: 'bad1', component: 'custom_form', form: { fields: [{ name: 'a', label: 'A', rules: 'shiny' }] } };

  it('renders nothing in production and reports the field', () => {
    const { container, context } = renderForm(malformed);
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelector('[data-block-issue]')).toBeNull();
    expect(context.problems).toEqual([
      expect.objectContaining({ kind: 'invalid-content', component: 'custom_form', uid: 'bad1', details: [expect.stringContaining('form')] }),
    ]);
  });

  it('shows the problem to the editor in draft mode', () => {
    const { container } = renderForm({ ...malformed, form: 'newsletter' }, { draft: true });
    expect(container.querySelector('[data-block-issue]')).not.toBeNull();
    expect(container.querySelector('form')).toBeNull();
  });
});
