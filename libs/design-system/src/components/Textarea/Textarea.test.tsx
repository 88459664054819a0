import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Textarea } from './Textarea';

it('is a labelled multi-line field with a hint', async () => {
  const { container } = render(<Textarea label="Message" hint="At least 20 characters." />);
  const textarea = screen.getByRole('textbox', { name: 'Message' });
  expect(textarea.tagName).toBe('TEXTAREA');
  expect(textarea).toHaveAttribute('rows', '5');
  expect(textarea).toHaveAccessibleDescription('At least 20 characters.');
  await expectValidHtml(container);
});
