import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Column, Columns } from './Columns';

it('renders each column with its width class', async () => {
  const { container } = render(
    <Columns collapseBelow="desktop">
      <Column width="1/3">Side</Column>
      <Column>Main</Column>
    </Columns>,
  );
  const side = screen.getByText('Side');
  const main = screen.getByText('Main');
  expect(side.className).not.toBe(main.className);
  await expectValidHtml(container);
});
