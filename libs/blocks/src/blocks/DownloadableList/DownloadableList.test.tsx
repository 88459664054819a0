import resources from '@clavis/content-server/stories/de/germany/ressourcen/_startpage.json';
import certifications from '@clavis/content-server/stories/de/germany/ressourcen/certifications.json';
import machines from '@clavis/content-server/stories/de/germany/ressourcen/kataloge/machines-2026.json';
import software from '@clavis/content-server/stories/de/germany/ressourcen/software.json';
import { render, screen, within } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { collectBlockData } from '../../core/collectBlockData';
import { fixtureBlockData } from '../../shared/cards/testing/resolveFixtureRelations';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { downloadItem, fileFormat, formatFileSize } from './downloadItem';
import { downloadableListBlock } from './index';

const registry = { downloadable_list: downloadableListBlock };
const blok = fixtureBlok('downloadable_list');
// As the CMS answers by position: the folders' stories interleave.
const data = { [blok._uid]: fixtureBlockData([software, machines, certifications]) };

describe('DownloadableList', () => {
  it("lists the catalogues and resources below the page's folder", () => {
    expect(collectBlockData(resources.content, registry, { market: 'germany', locale: 'de', storySlug: resources.full_slug })).toEqual([
      { uid: blok._uid, startsWith: 'de/germany/ressourcen/', contentTypes: ['catalogue', 'resource'], sortBy: 'position:asc', limit: 25 },
    ]);
  });

  it('shows each file with its kind and format and a download link', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext({ data })} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ressourcen' })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const catalogue = rows[0] as HTMLElement;
    expect(within(catalogue).getByRole('heading', { level: 3, name: 'Katalog Machines 2026' })).toBeInTheDocument();
    expect(within(catalogue).getByText('Katalog · PDF')).toBeInTheDocument();
    const link = within(catalogue).getByRole('link', { name: 'Herunterladen Katalog Machines 2026 (PDF)' });
    expect(link).toHaveAttribute('href', '/f/287000/0x0/4d51cb700c/clavis-machines-2026.pdf');
    expect(link).toHaveAttribute('download');
    expect(within(rows[1] as HTMLElement).getByText('Software-Download · PDF')).toBeInTheDocument();
  });

  it('puts the asset base URL in front of file paths', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext({ data, assets: { baseUrl: 'https://a.clavis.example', imageService: true } })} blocks={[blok]} />);
    expect(screen.getByRole('link', { name: /Katalog Machines 2026/ })).toHaveAttribute(
      'href',
      'https://a.clavis.example/f/287000/0x0/4d51cb700c/clavis-machines-2026.pdf',
    );
  });

  it('links a resource without a file to its page, and leaves out stories that offer neither', () => {
    const context = createBlockContext();
    const linked = { ...software, content: { ...software.content, file: { id: null, filename: '' }, link: { linktype: 'url', url: 'https://updates.clavis.example' } } };
    expect(downloadItem(linked as never, context)).toMatchObject({ href: 'https://updates.clavis.example', download: false });
    const nothing = { ...software, content: { ...software.content, file: undefined } };
    expect(downloadItem(nothing as never, context)).toBeNull();
  });

  it('formats sizes the asset carries, and formats from file names', () => {
    const { intl } = createBlockContext();
    expect(formatFileSize(2_400_000, intl)).toBe('2,4 MB');
    expect(formatFileSize(830_000, intl)).toBe('830 kB');
    expect(fileFormat('/f/1/0x0/abc/setup.ZIP')).toBe('ZIP');
    expect(fileFormat('/f/1/0x0/abc/readme')).toBeUndefined();
    const sized = { ...machines, content: { ...machines.content, file: { ...machines.content.file, size: 2_400_000 } } };
    expect(downloadItem(sized as never, createBlockContext())?.size).toBe('2,4 MB');
  });

  it('renders nothing without files in production, and a hint in draft mode', () => {
    const { container } = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(container).toBeEmptyDOMElement();
    const draft = render(<BlockRenderer registry={registry} context={createBlockContext({ draft: true })} blocks={[blok]} />);
    expect(draft.container.querySelector('[data-listing-empty="downloadable_list"]')).toBeInTheDocument();
  });

  it('isolates content of the wrong type and names the field in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, source: { slug: 'x' } }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('source');
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', uid: blok._uid }]);
    const production = render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, title: 3 }]} />);
    expect(production.container).toBeEmptyDOMElement();
  });
});
