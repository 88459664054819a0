import { act, render, screen } from '@testing-library/react';
import { extranetFixtures } from '../testing/extranetFixtures';
import { FakeWorker } from '../testing/FakeWorker';
import { ExtranetContent } from './ExtranetContent';

const user = { sub: 'user-bu-italia', email: 'bu-italia@clavis.example', groups: ['partner', 'bu-italy'] };

const answered = (body: unknown) =>
  (async () => ({ ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(body)) as unknown })) as unknown as typeof fetch;

describe('ExtranetContent and the browser’s Intl', () => {
  beforeAll(() => {
    Object.assign(globalThis, { Worker: FakeWorker });
    Object.assign(URL, { createObjectURL: () => 'blob:intl', revokeObjectURL: () => undefined });
  });
  afterAll(() => delete (globalThis as { Worker?: unknown }).Worker);

  it('keeps the skeleton until Intl has started off the main thread, then shows the view', async () => {
    render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="token-1" user={user} fetch={answered(extranetFixtures.catalogueFolder)} />);
    // The answer and the view's chunk arrive; the worker has not answered.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const [worker] = FakeWorker.made;
    expect(worker?.sent).toEqual(['de']);

    act(() => worker?.onmessage?.(new MessageEvent('message', { data: 'de' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Preislisten' })).toBeInTheDocument();
  });

  it('shows the next page of the same locale at once, without another worker', async () => {
    render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="token-1" user={user} fetch={answered(extranetFixtures.catalogueFolder)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Preislisten' })).toBeInTheDocument();
    expect(FakeWorker.made).toHaveLength(1);
  });
});
