import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { IconKey, iconSet } from './icons';

it('hides decorative icons and names labelled ones', async () => {
  const { container } = render(
    <>
      <IconKey />
      <IconKey label="Key" />
    </>,
  );
  expect(container.querySelectorAll('svg')).toHaveLength(2);
  expect(screen.getByRole('img')).toHaveAccessibleName('Key');
  expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  await expectValidHtml(container);
});

it('draws every icon of the set from its own paths', () => {
  const drawings = Object.values(iconSet).map((Component) => render(<Component />).container.innerHTML);
  expect(new Set(drawings).size).toBe(drawings.length);
});
