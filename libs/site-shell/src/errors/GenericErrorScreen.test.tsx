import { render, screen } from '@testing-library/react';
import { appErrorEvent } from '../shellBehaviour/appError';
import { GenericErrorScreen, GenericErrorTextsProvider } from './screens';

jest.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'de', path: ['kontakte'] }),
  usePathname: () => '/kontakte',
}));

const texts = { title: 'Ops! Diese Seite fehlt.', description: 'Es ist ein Fehler aufgetreten.', backLabel: 'Zurück zur Startseite' };
const chunkError = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc.js'), { name: 'ChunkLoadError' });

function renderScreen(error: Error) {
  return render(
    <GenericErrorTextsProvider texts={texts}>
      <GenericErrorScreen error={error} />
    </GenericErrorTextsProvider>,
  );
}

describe('GenericErrorScreen', () => {
  const appErrors = jest.fn();
  beforeAll(() => window.addEventListener(appErrorEvent, appErrors));
  afterAll(() => window.removeEventListener(appErrorEvent, appErrors));
  beforeEach(() => {
    appErrors.mockClear();
    window.sessionStorage.clear();
    // jsdom cannot navigate: it reports the attempt on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the texts of the page locale and tells the shell (the bar turns red)', () => {
    renderScreen(new Error('boom'));
    expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.backLabel })).toHaveAttribute('href', '/de');
    expect(appErrors).toHaveBeenCalledTimes(1);
  });

  it('reloads the page once for code that failed to load, instead of calling it an app error', () => {
    renderScreen(chunkError);
    expect(appErrors).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('clavis:chunk-reload')).toContain(window.location.pathname);
  });

  it('calls it an app error when the same code fails again right after the reload', () => {
    renderScreen(chunkError).unmount();
    renderScreen(chunkError);
    expect(appErrors).toHaveBeenCalledTimes(1);
  });

  it('fails loudly, naming the provider, when no GenericErrorTextsProvider is above it', () => {
    // React reports the render error on the console before rethrowing it: silenced above.
    expect(() => render(<GenericErrorScreen error={new Error('boom')} />)).toThrow(/GenericErrorTextsProvider/);
  });
});
