import { render, screen, within } from '@testing-library/react';
import type { RichTextDocument } from '@clavis/cms-client';
import type { ReactNode } from 'react';
import { createBlockContext } from '../../testing/createBlockContext';
import { RichText } from './RichText';

type Node = Record<string, unknown>;
const doc = (...content: unknown[]) => ({ type: 'doc', content }) as unknown as RichTextDocument;
const text = (value: string, marks?: unknown[]): Node => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]): Node => ({ type: 'paragraph', content });
const link = (attrs: Record<string, unknown>) => ({ type: 'link', attrs });

function renderDocument(document: unknown, overrides: Parameters<typeof createBlockContext>[0] = {}) {
  const renderBlocks = jest.fn((bloks: readonly unknown[]): ReactNode => (
    <div data-testid="embedded">{bloks.map((blok) => (blok as { component: string }).component).join(',')}</div>
  ));
  const context = { ...createBlockContext(overrides), renderBlocks };
  const result = render(<RichText document={document as RichTextDocument} context={context} />);
  return { ...result, renderBlocks };
}

describe('RichText', () => {
  it('renders headings from h2 down, as the page hero holds the only h1', () => {
    renderDocument(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Zwei')] },
        { type: 'heading', attrs: { level: 4 }, content: [text('Vier')] },
        { type: 'heading', attrs: { level: 1 }, content: [text('Eins')] },
        { type: 'heading', content: [text('Ohne Ebene')] },
        { type: 'heading', attrs: { level: 9 }, content: [text('Neun')] },
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Zwei' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Vier' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Eins' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ohne Ebene' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Neun' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('renders marks as their elements, nested', () => {
    const { container } = renderDocument(
      doc(
        paragraph(
          text('fett', [{ type: 'bold' }]),
          text('kursiv unterstrichen', [{ type: 'italic' }, { type: 'underline' }]),
          text('code', [{ type: 'code' }]),
          text('rot', [{ type: 'textStyle', attrs: { color: 'red' } }]),
        ),
      ),
    );
    expect(container.querySelector('strong')).toHaveTextContent('fett');
    expect(container.querySelector('u > em, em > u')).toHaveTextContent('kursiv unterstrichen');
    expect(container.querySelector('code')).toHaveTextContent('code');
    expect(screen.getByText('rot')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  });

  it('links stories to their URL on this market, keeping the anchor', () => {
    renderDocument(
      doc(
        paragraph(
          text('Über uns', [link({ linktype: 'story', href: '/de/germany/uber-uns', anchor: 'team', target: '_self' })]),
          text(' und '),
          text('Kundendienst', [link({ linktype: 'story', href: '/de/germany/alt', story: { full_slug: 'de/germany/kundendienst' } })]),
          text(' in '),
          text('Italien', [link({ linktype: 'story', href: '/it/italy/chi-siamo' })]),
        ),
      ),
    );
    expect(screen.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/uber-uns#team');
    expect(screen.getByRole('link', { name: 'Kundendienst' })).toHaveAttribute('href', '/kundendienst');
    // A story of another market is not on this site: its text stays, the link goes.
    expect(screen.getByText(/Italien/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Italien' })).not.toBeInTheDocument();
  });

  it('keeps one link across differently marked parts of its text', () => {
    const mark = link({ linktype: 'url', href: '/produkte' });
    renderDocument(doc(paragraph(text('Alle ', [mark]), text('Produkte', [mark, { type: 'bold' }]))));
    const anchor = screen.getByRole('link', { name: 'Alle Produkte' });
    expect(anchor).toHaveAttribute('href', '/produkte');
    expect(within(anchor).getByText('Produkte').tagName).toBe('STRONG');
  });

  it('turns e-mail links into mailto and opens external links in a new tab with a hint', () => {
    renderDocument(
      doc(
        paragraph(
          text('Schreiben Sie uns', [link({ linktype: 'email', href: 'info@clavis.example' })]),
          text('Partner', [link({ linktype: 'url', href: 'https://partner.example/', target: '_blank' })]),
        ),
      ),
    );
    expect(screen.getByRole('link', { name: 'Schreiben Sie uns' })).toHaveAttribute('href', 'mailto:info@clavis.example');
    const external = screen.getByRole('link', { name: /Partner/ });
    expect(external).toHaveAttribute('href', 'https://partner.example/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).not.toHaveAccessibleName('Partner');
  });

  it('serves linked assets from the asset host, as images are', () => {
    renderDocument(
      doc(
        paragraph(
          text('Datenblatt', [link({ linktype: 'asset', href: '/f/287000/datenblatt.pdf' })]),
          text('Katalog', [link({ linktype: 'asset', href: 'https://a.storyblok.com/f/1/katalog.pdf' })]),
        ),
      ),
      { assets: { baseUrl: 'https://cdn.example/', imageService: true } },
    );
    expect(screen.getByRole('link', { name: /^Datenblatt/ })).toHaveAttribute('href', 'https://cdn.example/f/287000/datenblatt.pdf');
    expect(screen.getByRole('link', { name: /^Katalog/ })).toHaveAttribute('href', 'https://a.storyblok.com/f/1/katalog.pdf');
  });

  it('never links to script or data URLs', () => {
    renderDocument(
      doc(
        paragraph(
          text('Skript', [link({ linktype: 'url', href: 'javascript:alert(1)' })]),
          text('Daten', [link({ linktype: 'url', href: 'data:text/html,hi' })]),
        ),
      ),
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/Skript/)).toBeInTheDocument();
  });

  it('renders embedded bloks through context.renderBlocks', () => {
    const body = [{ _uid: 'e1', component: 'slim_hero', title: 'Eingebettet' }];
    const { renderBlocks } = renderDocument(doc(paragraph(text('Davor')), { type: 'blok', attrs: { id: 'b', body } }));
    expect(renderBlocks).toHaveBeenCalledWith(body);
    expect(screen.getByTestId('embedded')).toHaveTextContent('slim_hero');
  });

  it('serves images through the image service with the filters clamped to their bounds', () => {
    renderDocument(
      doc({
        type: 'image',
        attrs: {
          src: '/f/287000/800x600/abc/werk.jpg?quality=150&rotate=45',
          alt: 'Das Werk in Conegliano',
          filters: { brightness: -300, blur: 500, format: 'gif' },
        },
      }),
      { assets: { baseUrl: 'https://cdn.example', imageService: true } },
    );
    const image = screen.getByRole('img', { name: 'Das Werk in Conegliano' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/f/287000/800x600/abc/werk.jpg/m/800x0/filters:quality(100):blur(100):brightness(-100)');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
  });

  it('keeps the allowed rotations and formats, and caps the width at the reading measure', () => {
    renderDocument(
      doc({
        type: 'image',
        attrs: { src: 'https://a.example/f/1/3000x2000/abc/maschine.png', alt: 'Maschine', quality: '-5', rotate: '270', format: 'JPEG', grayscale: true },
      }),
      { assets: { baseUrl: '', imageService: true } },
    );
    const image = screen.getByRole('img', { name: 'Maschine' });
    expect(image).toHaveAttribute('src', 'https://a.example/f/1/3000x2000/abc/maschine.png/m/1472x0/filters:quality(0):rotate(270):format(jpeg):grayscale()');
    expect(image).toHaveAttribute('height', '981');
  });

  it('drops malformed nodes and unsafe attributes but keeps the well-formed rest', () => {
    const { container } = renderDocument(
      doc(
        { type: 'paragraph', attrs: { onclick: 'alert(1)', href: '/x' }, content: [{ text: 'ohne Typ' }, { type: 'text' }, text('gültig'), 5, null] },
        { content: [text('Knoten ohne Typ')] },
        { type: 'paragraph', content: 'kein Array' },
        { type: 'text', text: 'mit kaputten Marken', marks: 'fett' },
        'kein Knoten',
      ),
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs[0]).toHaveTextContent(/^gültig$/);
    expect(paragraphs[0]).not.toHaveAttribute('onclick');
    expect(paragraphs[0]).not.toHaveAttribute('href');
    expect(container).not.toHaveTextContent('ohne Typ');
    expect(container).toHaveTextContent('mit kaputten Marken');
  });

  it('renders nothing for a missing, malformed or cleared document', () => {
    for (const document of [undefined, null, 'Text', { type: 'paragraph', content: [] }, doc(paragraph()), doc({ type: 'paragraph', content: [text('  ')] })]) {
      const { container, unmount } = renderDocument(document);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
