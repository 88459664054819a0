import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { LinkProvider, type LinkComponentProps } from '../../providers/LinkProvider';
import { expectValidHtml } from '../../testing/validateHtml';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

it('is a non-submitting button that calls onClick', async () => {
  const onClick = jest.fn();
  const { container } = render(
    <form>
      <Button onClick={onClick}>Request a quote</Button>
      <Button type="submit">Send</Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Request a quote' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  await expectValidHtml(container);
});

it('stays focusable but inert while loading', async () => {
  const onClick = jest.fn();
  render(
    <Button loading onClick={onClick}>
      Send
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Send' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toBeEnabled();
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
});

it('gives each variant its own class', () => {
  render(
    <>
      <Button variant="primary">a</Button>
      <Button variant="secondary">b</Button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'a' }).className).not.toBe(screen.getByRole('button', { name: 'b' }).className);
});

it('renders ButtonLink through the LinkProvider component', () => {
  const Custom = forwardRef<HTMLAnchorElement, LinkComponentProps>(function Custom({ children, ...props }, ref) {
    return (
      <a ref={ref} data-router="yes" {...props}>
        {children}
      </a>
    );
  });
  render(
    <LinkProvider component={Custom}>
      <ButtonLink href="/contact">Contact</ButtonLink>
    </LinkProvider>,
  );
  const link = screen.getByRole('link', { name: 'Contact' });
  expect(link).toHaveAttribute('data-router', 'yes');
  expect(link).toHaveAttribute('href', '/contact');
});
