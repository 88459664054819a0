import { render } from '@testing-library/react';
import { expectValidHtml } from './validateHtml';

it('rejects invalid markup', async () => {
  const { container } = render(
    <ul>
      <div>not a list item</div>
    </ul>,
  );
  await expect(expectValidHtml(container)).rejects.toThrow(/Invalid HTML/);
});

it('accepts valid markup', async () => {
  const { container } = render(
    <ul>
      <li>item</li>
    </ul>,
  );
  await expect(expectValidHtml(container)).resolves.toBeUndefined();
});
