import { render, screen } from '@testing-library/react';
import { ShellLink } from './ShellLink';

const received: Array<{ prefetch?: unknown }> = [];
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch, children, ...props }: { prefetch?: unknown; children?: React.ReactNode; href: string }) => {
    received.push({ prefetch });
    return <a {...props}>{children}</a>;
  },
}));

function withConnection(connection: object | undefined) {
  Object.defineProperty(window.navigator, 'connection', { configurable: true, value: connection });
}

describe('ShellLink', () => {
  afterEach(() => {
    received.length = 0;
    withConnection(undefined);
  });

  it('renders next/link with its prefetch left to Next on an ordinary connection', () => {
    withConnection({ effectiveType: '4g', saveData: false });
    render(<ShellLink href="/produkte">Produkte</ShellLink>);
    expect(screen.getByRole('link', { name: 'Produkte' })).toHaveAttribute('href', '/produkte');
    expect(received).toEqual([{ prefetch: undefined }]);
  });

  it.each([
    ['2g', { effectiveType: '2g' }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ])('turns prefetch off on %s', (_name, connection) => {
    withConnection(connection);
    render(<ShellLink href="/produkte">Produkte</ShellLink>);
    expect(received).toEqual([{ prefetch: false }]);
  });

  it.each([
    ['a download', { href: '/api/extranet/files/grant.sig/f/287000/0x0/771d274103/partner-price-lists-2024.pdf', download: true }],
    ['a named download', { href: '/api/extranet/files/grant.sig/f/287000/800x600/50333874de/partner-photo-07.jpg?download', download: 'partner-photo-07.jpg' }],
    ['an API route', { href: '/api/extranet/zip/grant.sig/de/extranet/fotogalerie/plant?download' }],
  ])('renders %s as a plain link, never prefetched as a page', (_name, props) => {
    withConnection({ effectiveType: '4g', saveData: false });
    render(<ShellLink {...props}>Herunterladen</ShellLink>);
    expect(screen.getByRole('link', { name: 'Herunterladen' })).toHaveAttribute('href', props.href);
    expect(received).toEqual([]);
  });
});
