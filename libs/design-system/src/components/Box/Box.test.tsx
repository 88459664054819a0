import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Box } from './Box';

it('renders the requested element with atom classes and passes other props through', async () => {
  const { container } = render(
    <Box as="section" aria-label="Intro" padding={{ mobile: 'sm', desktop: 'xl' }} background="surfaceMuted" data-testid="box">
      content
    </Box>,
  );
  const box = screen.getByTestId('box');
  expect(box.tagName).toBe('SECTION');
  expect(box).toHaveAccessibleName('Intro');
  expect(box).not.toHaveAttribute('padding');
  expect(box).not.toHaveAttribute('background');
  // one class per responsive value and side, plus base and background
  expect(box.className.split(' ').length).toBeGreaterThan(6);
  await expectValidHtml(container);
});
