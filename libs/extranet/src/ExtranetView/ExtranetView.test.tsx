import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import type { ExtranetPayload } from '../payload';
import { bloksIn, loadBlocks } from '../shared/blockRegistry';
import { extranetContext } from '../shared/extranetContext';
import { extranetFixtures, plantPictures } from '../testing/extranetFixtures';
import { GRID_PAGE } from '../features/gallery/PictureGrid';
import { ExtranetView } from './ExtranetView';

const context = extranetContext({ market: 'germany', locale: 'de', messages: EAGER_MESSAGES.de as Record<string, string> });
const show = (payload: ExtranetPayload) => render(<ExtranetView payload={payload} context={context} />);

beforeAll(async () => {
  // As ExtranetContent does before it shows a page with bloks (the extranet home's).
  await loadBlocks(bloksIn(extranetFixtures.home));
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('the extranet views', () => {
  it('home: a tile for every area, in the page language, and the latest bulletins', () => {
    show(extranetFixtures.home);
    const areas = within(screen.getByRole('heading', { name: 'Partnerbereiche' }).parentElement as HTMLElement).getAllByRole('link');
    expect(areas.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kataloge', '/extranet/kataloge'],
      ['Clavis-Nachrichtenbulletins', '/extranet/clavis-nachrichtenbulletins'],
      ['Fotogalerie', '/extranet/fotogalerie'],
      ['Produkte', '/extranet/produkte'],
      ['Suchen', '/extranet/suchen'],
      ['Dokumentation für BU Italien', '/extranet/documentazione-per-bu-italia'],
    ]);
    expect(screen.getByRole('link', { name: 'Technisches Bulletin X-2026-2' })).toHaveAttribute('href', '/extranet/clavis-nachrichtenbulletins/x-2026-2');
  });

  it('home: no tile for an area the partner may not open (the BU Italia documentation without bu-italy)', () => {
    render(<ExtranetView payload={extranetFixtures.home} context={context} groups={['partner']} />);
    const areas = within(screen.getByRole('heading', { name: 'Partnerbereiche' }).parentElement as HTMLElement).getAllByRole('link');
    expect(areas.map((link) => link.textContent)).toEqual(['Kataloge', 'Clavis-Nachrichtenbulletins', 'Fotogalerie', 'Produkte', 'Suchen']);
    cleanup();
    render(<ExtranetView payload={extranetFixtures.home} context={context} groups={['partner', 'bu-italy']} />);
    expect(screen.getByRole('link', { name: 'Dokumentation für BU Italien' })).toHaveAttribute('href', '/extranet/documentazione-per-bu-italia');
  });

  it('catalogues: each folder with its number of catalogues, its newest year and a cover', () => {
    show(extranetFixtures.catalogues);
    const folder = screen.getByRole('link', { name: 'Preislisten' }).closest('li') as HTMLElement;
    expect(folder).toHaveTextContent('3 Dokumente');
    expect(folder).toHaveTextContent('Neueste Ausgabe 2026');
    expect(within(folder).getByRole('img')).toHaveAttribute('src', expect.stringContaining('/f/'));
  });

  it("catalogue: its PDF's download, pages, size and language", () => {
    show(extranetFixtures.catalogue);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Preislisten 2025');
    expect(screen.getByRole('link', { name: /Herunterladen: Clavis partner price lists 2025/ })).toHaveAttribute('href', expect.stringMatching(/partner-price-lists-2025\.pdf$/));
    const facts = screen.getByText('Seiten').closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent(/Seiten\d+ Seiten/);
    expect(facts).toHaveTextContent('Größe26,3 kB');
    expect(facts).toHaveTextContent('SpracheEnglisch');
  });

  it('gallery folder: the ZIP link, a grid that grows, a lightbox worked with the keyboard, a picture in a chosen size', () => {
    show(extranetFixtures.galleryPlant);
    expect(screen.getByRole('link', { name: 'Ordner herunterladen (ZIP)' })).toHaveAttribute('href', '/api/extranet/zip/fixture/de/extranet/fotogalerie/plant?download');
    expect(screen.getAllByRole('button', { name: /^Bild öffnen/ })).toHaveLength(GRID_PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(screen.getAllByRole('button', { name: /^Bild öffnen/ })).toHaveLength(2 * GRID_PAGE);

    fireEvent.click(screen.getAllByRole('button', { name: /^Bild öffnen/ })[1] as HTMLElement);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Bild 2 von 30')).toBeInTheDocument();
    fireEvent.keyDown(within(dialog).getByRole('img'), { key: 'ArrowRight' });
    expect(within(dialog).getByText('Bild 3 von 30')).toBeInTheDocument();
    fireEvent.keyDown(within(dialog).getByRole('img'), { key: 'ArrowLeft' });
    fireEvent.keyDown(within(dialog).getByRole('img'), { key: 'ArrowLeft' });
    fireEvent.keyDown(within(dialog).getByRole('img'), { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Bild 30 von 30')).toBeInTheDocument();
    const last = plantPictures[29];
    const download = within(dialog).getByRole('link', { name: 'Bild herunterladen' });
    expect(download).toHaveAttribute('href', `${last?.href}/m/1600x0?download`);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Größe' }), { target: { value: 'small' } });
    expect(download).toHaveAttribute('href', `${last?.href}/m/800x0?download`);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Größe' }), { target: { value: 'original' } });
    expect(download).toHaveAttribute('href', `${last?.href}?download`);
    expect(download).toHaveAttribute('download', last?.name);
  });

  it('gallery: the sub-folders of any depth', () => {
    show(extranetFixtures.gallery);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/extranet/fotogalerie/fairs', '/extranet/fotogalerie/products', '/extranet/fotogalerie/plant']);
  });

  it('products: a category with its sub-category, a deep category whose products open their partner page, the partner documents', () => {
    show(extranetFixtures.productCategory);
    expect(screen.getByRole('link', { name: 'Hochsicherheits-Bohrmuldenschlüssel' })).toHaveAttribute('href', '/extranet/produkte/keys/dimple/high-security');
    cleanup();
    show(extranetFixtures.productCategoryDeep);
    expect(screen.getByRole('link', { name: 'Arca AR-50' })).toHaveAttribute('href', '/extranet/produkte/keys/dimple/high-security/arca-ar50');
    cleanup();
    show(extranetFixtures.product);
    expect(screen.getByRole('heading', { name: 'Partnerdokumente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Herunterladen: Clavis partner service manual' })).toHaveAttribute('download', 'partner-service-manual.pdf');
  });

  it('search: without a partner token (a preview) the page asks nothing and says there are no results', () => {
    show(extranetFixtures.search);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByText('Für diese Abfrage gibt es keine Ergebnisse. Bearbeiten oder setzen Sie die Filter zurück.')).toBeInTheDocument();
  });
});
