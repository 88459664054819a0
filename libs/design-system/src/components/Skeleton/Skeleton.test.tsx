import { render } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Skeleton } from './Skeleton';

it('is hidden from assistive technology and sizes itself', async () => {
  const { container } = render(<Skeleton shape="circle" width={48} />);
  const element = container.firstElementChild as HTMLElement;
  expect(element).toHaveAttribute('aria-hidden', 'true');
  expect(element.style.width).toBe('48px');
  expect(element.style.height).toBe('48px');
  await expectValidHtml(container);
});
