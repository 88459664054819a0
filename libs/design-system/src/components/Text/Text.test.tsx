import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Text } from './Text';

it('renders the chosen element and variant classes', async () => {
  const { container } = render(
    <>
      <Text as="span" size="sm" tone="muted">
        small
      </Text>
      <Text>body</Text>
    </>,
  );
  expect(screen.getByText('small').tagName).toBe('SPAN');
  expect(screen.getByText('body').tagName).toBe('P');
  expect(screen.getByText('small').className).not.toBe(screen.getByText('body').className);
  await expectValidHtml(container);
});
