import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NotFoundStatus } from './NotFoundStatus';

let mockOnServer = true;
jest.mock('./renderingOnServer', () => ({ renderingOnServer: () => mockOnServer }));

const page = (
  <main>
    <h1>Seite nicht gefunden</h1>
    <NotFoundStatus />
  </main>
);

function serverHtml(): string {
  mockOnServer = true;
  return renderToString(page);
}

describe('NotFoundStatus in the browser', () => {
  it('hydrates the server HTML without a recoverable error (React error #419 in the console) and keeps the page', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    mockOnServer = false;
    const recoverable: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => void recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Seite nicht gefunden');
    expect(container.querySelector('main > template')).not.toBeNull();
    consoleError.mockRestore();
  });
});
