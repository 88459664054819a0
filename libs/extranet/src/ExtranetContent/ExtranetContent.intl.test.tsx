import { act, render, screen } from '@testing-library/react';
import { intlStartSettled, startIntlOffThread } from '@clavis/design-system';
import { extranetFixtures } from '../testing/extranetFixtures';
import { ExtranetContent } from './ExtranetContent';

jest.mock('@clavis/design-system', () => ({
  ...jest.requireActual<object>('@clavis/design-system'),
  startIntlOffThread: jest.fn(),
  intlStartSettled: jest.fn(),
}));

const user = { sub: 'user-bu-italia', email: 'bu-italia@clavis.example', groups: ['partner', 'bu-italy'] };

const answered = (body: unknown) =>
  (async () => ({ ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(body)) as unknown })) as unknown as typeof fetch;

describe('ExtranetContent and the browser’s Intl', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the skeleton until Intl has started off the main thread, then shows the view', async () => {
    let answer: () => void = () => undefined;
    jest.mocked(intlStartSettled).mockReturnValue(false);
    jest.mocked(startIntlOffThread).mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="token-1" user={user} fetch={answered(extranetFixtures.catalogueFolder)} />);
    // The answer and the view's chunk arrive; the worker has not answered.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(startIntlOffThread).toHaveBeenCalledWith('de');

    act(() => answer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Preislisten' })).toBeInTheDocument();
  });

  it('shows a page at once when Intl has started already, without starting it again', async () => {
    jest.mocked(intlStartSettled).mockReturnValue(true);
    jest.mocked(startIntlOffThread).mockClear();
    render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="token-1" user={user} fetch={answered(extranetFixtures.catalogueFolder)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Preislisten' })).toBeInTheDocument();
    expect(startIntlOffThread).not.toHaveBeenCalled();
  });
});
