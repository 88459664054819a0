import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Container } from './Container';

it('uses a different class per width', async () => {
  const { container } = render(
    <>
      <Container width="narrow">narrow</Container>
      <Container width="wide">wide</Container>
    </>,
  );
  expect(screen.getByText('narrow').className).not.toBe(screen.getByText('wide').className);
  await expectValidHtml(container);
});
