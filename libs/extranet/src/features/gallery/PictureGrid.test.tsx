import { act, render, screen } from '@testing-library/react';
import { plantPictures } from '../../testing/extranetFixtures';
import { GRID_PAGE, PictureGrid } from './PictureGrid';

// jsdom has no IntersectionObserver: one the test drives, as the browser would on scrolling.
const observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined; target?: Element }[] = [];
class DrivenObserver {
  constructor(
    private readonly callback: IntersectionObserverCallback,
    private readonly options?: IntersectionObserverInit,
  ) {}
  observe(target: Element) {
    observers.push({ callback: this.callback, options: this.options, target });
  }
  disconnect() {
    observers.splice(0, observers.length);
  }
}

const labels = { open: (name: string) => `Open ${name}`, more: 'Load more' };
const thumbnails = () => screen.getAllByRole('button', { name: /^Open / });
const endComesIntoView = (isIntersecting: boolean) =>
  act(() => {
    const observer = observers.at(-1);
    observer?.callback([{ isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
  });

beforeEach(() => {
  observers.splice(0, observers.length);
  globalThis.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
});

describe('PictureGrid', () => {
  it('shows a page of thumbnails and adds the next only when the end of the grid is on screen', () => {
    expect(plantPictures.length).toBeGreaterThan(2 * GRID_PAGE);
    render(<PictureGrid pictures={plantPictures} onOpen={() => undefined} labels={labels} />);
    expect(thumbnails()).toHaveLength(GRID_PAGE);
    // Watched on the screen itself: no margin that would add pictures below the fold while the page loads.
    expect(observers.at(-1)?.options?.rootMargin ?? '0px').toBe('0px');

    endComesIntoView(false);
    expect(thumbnails()).toHaveLength(GRID_PAGE);
    endComesIntoView(true);
    expect(thumbnails()).toHaveLength(2 * GRID_PAGE);
    expect(screen.getByText(`${2 * GRID_PAGE} / ${plantPictures.length}`)).toBeInTheDocument();
  });

  it('stops watching once every picture is shown', () => {
    render(<PictureGrid pictures={plantPictures.slice(0, GRID_PAGE + 2)} onOpen={() => undefined} labels={labels} />);
    endComesIntoView(true);
    expect(thumbnails()).toHaveLength(GRID_PAGE + 2);
    expect(observers).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps its thumbnails when an answer brings the same pictures under new links, and shows the new links', () => {
    const signed = (grant: string) => plantPictures.map((picture) => ({ ...picture, href: `/api/extranet/files/${grant}.sig/f/1/0x0/${picture.name}` }));
    const { rerender } = render(<PictureGrid pictures={signed('first')} onOpen={() => undefined} labels={labels} imageService={false} />);
    const before = thumbnails()[0];
    rerender(<PictureGrid pictures={signed('second')} onOpen={() => undefined} labels={labels} imageService={false} />);
    expect(thumbnails()[0]).toBe(before);
    expect(before?.querySelector('img')?.getAttribute('src')).toBe(`/api/extranet/files/second.sig/f/1/0x0/${plantPictures[0]?.name}`);
  });
});

