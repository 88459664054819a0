import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Grid } from './Grid';

it('sets the column count per breakpoint through CSS variables', async () => {
  const { container } = render(
    <Grid as="ul" columns={{ mobile: 2, desktop: 4 }}>
      <li>a</li>
      <li>b</li>
    </Grid>,
  );
  const list = screen.getByRole('list');
  const values = Object.values(list.style).map((name) => list.style.getPropertyValue(name as string));
  expect(values).toEqual(expect.arrayContaining(['2', '4']));
  await expectValidHtml(container);
});

it('passes its style as a plain object, so a server component can hand it to a client component', () => {
  const element = Grid({ children: null });
  const { style } = element.props as { style: object };
  expect(Object.getPrototypeOf(style)).toBe(Object.prototype);
  expect(Object.getOwnPropertyNames(style)).toEqual(Object.keys(style));
  expect(Object.keys(style)).toHaveLength(3);
});
