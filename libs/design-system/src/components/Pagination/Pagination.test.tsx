import { render, screen, within } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Pagination } from './Pagination';
import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('puts ellipses around the current page', () => {
    expect(paginationRange(6, 12)).toEqual([1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 12]);
  });
  it('keeps the slot count stable at the ends', () => {
    expect(paginationRange(1, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 12]);
    expect(paginationRange(12, 12)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12]);
  });
  it('clamps out-of-range pages and handles no pages', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});

it('links pages with the current one marked', async () => {
  const { container } = render(<Pagination page={3} totalPages={5} getHref={(page) => `?page=${page}`} />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=2');
  expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=4');
  await expectValidHtml(container);
});

it('disables previous on the first page and next on the last as buttons, not links', async () => {
  const { container, rerender } = render(<Pagination page={1} totalPages={3} getHref={(page) => `/p/${page}`} />);
  expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/p/2');
  expect(container.querySelector('[role="link"]')).toBeNull();
  await expectValidHtml(container);
  rerender(<Pagination page={3} totalPages={3} getHref={(page) => `/p/${page}`} />);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/p/2');
});

it('renders nothing for one page', () => {
  const { rerender } = render(<Pagination page={1} totalPages={3} getHref={(page) => `/p/${page}`} />);
  rerender(<Pagination page={1} totalPages={1} getHref={(page) => `/p/${page}`} />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
