import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { mediaCarouselBlock } from './index';

const registry = { media_carousel: mediaCarouselBlock };
const blok = fixtureBlok('media_carousel');
const slides = blok['slides'] as { _uid: string; caption: string; image: { filename: string; alt: string } }[];

const visibleSlide = () => screen.getAllByRole('group').find((slide) => !slide.hasAttribute('aria-hidden'));

describe('MediaCarousel', () => {
  it('shows its title and the first picture with its caption, the others waiting', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: String(blok['title']) })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: String(blok['title']) })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(slides.length);
    const first = visibleSlide() as HTMLElement;
    expect(first).toHaveAccessibleName(`Folie 1 von ${slides.length}`);
    const [slide] = slides;
    const picture = within(first).getByRole('img', { name: slide?.image.alt });
    expect(picture).toHaveAttribute('src', slide?.image.filename);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture.style.aspectRatio).toBe('16 / 9');
    expect(within(first).getByText(String(slide?.caption))).toBeInTheDocument();
  });

  it('moves with the buttons, the dots and the arrow keys', async () => {
    const person = userEvent.setup();
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    await person.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(visibleSlide()).toHaveAccessibleName(`Folie 2 von ${slides.length}`);
    await person.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName(`Folie 3 von ${slides.length}`);
    await person.click(screen.getByRole('button', { name: 'Vorherige Folie' }));
    expect(visibleSlide()).toHaveAccessibleName(`Folie 2 von ${slides.length}`);
    const last = slides[slides.length - 1];
    await person.click(screen.getByRole('button', { name: String(last?.caption) }));
    expect(visibleSlide()).toHaveTextContent(String(last?.caption));
    await person.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName(`Folie 1 von ${slides.length}`);
  });

  it('is keyboard operable: the controls are buttons reachable with Tab', async () => {
    const person = userEvent.setup();
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    await person.tab();
    expect(document.activeElement?.tagName).toBe('BUTTON');
    await person.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName(`Folie 2 von ${slides.length}`);
  });

  it('names an untitled carousel after the photo gallery and its dots after the pictures', () => {
    const untitled = { ...blok, title: '', slides: slides.map(({ caption: _caption, ...slide }) => slide) };
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[untitled]} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fotogalerie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: String(slides[1]?.image.alt) })).toBeInTheDocument();
  });

  it('renders nothing when a slide has no picture, in production', () => {
    const context = createBlockContext();
    const broken = { ...blok, slides: [slides[0], { ...slides[1], image: { id: null, filename: '' } }] };
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[broken]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'media_carousel', details: [expect.stringContaining('slides.1.image')] }]);
  });

  it('names a carousel without slides in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, slides: [] }]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('slides');
    expect(context.problems).toHaveLength(1);
  });
});
