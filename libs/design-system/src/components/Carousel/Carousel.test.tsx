import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { Carousel } from './Carousel';

const slides = [
  { id: 'a', content: <p>Slide A</p> },
  { id: 'b', content: <p>Slide B</p> },
  { id: 'c', content: <p>Slide C</p> },
];

it('moves with buttons and arrow keys and exposes slides as named groups', async () => {
  const { container } = render(<Carousel label="Featured" slides={slides} />);
  const region = screen.getByRole('region', { name: 'Featured' });
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  // hidden slides are out of the accessibility tree
  expect(screen.queryByRole('group', { name: '2 of 3' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(screen.getByRole('group', { name: '2 of 3' })).toHaveTextContent('Slide B');
  expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');

  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
  // user-driven changes are announced
  expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  await expectValidHtml(container);
});

it('rotates automatically until paused, without announcing rotation', () => {
  jest.useFakeTimers();
  try {
    render(<Carousel label="Featured" slides={slides} autoplay interval={1000} />);
    expect(document.querySelector('[aria-live="off"]')).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Stop automatic slide show' }).click();
    });
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('does not rotate for users who prefer reduced motion', () => {
  jest.useFakeTimers();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
  try {
    render(<Carousel label="Featured" slides={slides} autoplay interval={1000} />);
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  } finally {
    window.matchMedia = original;
    jest.useRealTimers();
  }
});

it('takes slide and dot names as lists, so a server component can pass them', () => {
  render(
    <Carousel
      label="Galerie"
      slides={slides}
      labels={{ slide: ['Folie 1 von 3', 'Folie 2 von 3'], goTo: ['Werkstatt', 'Maschine', 'Schlüssel'] }}
    />,
  );
  expect(screen.getByRole('group', { name: 'Folie 1 von 3' })).toHaveTextContent('Slide A');
  expect(screen.getByRole('button', { name: 'Maschine' })).toBeInTheDocument();
  // A list shorter than the slides falls back to the default name for the rest.
  expect(screen.getAllByRole('group', { hidden: true }).map((group) => group.getAttribute('aria-label'))).toEqual([
    'Folie 1 von 3',
    'Folie 2 von 3',
    '3 of 3',
  ]);
});
