/** @jest-environment node */
import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { renderToString } from 'react-dom/server';
import { GlobalError } from './GlobalError';

describe('GlobalError', () => {
  it("says what the English catalogue says, with a way home, when the root layout itself failed", () => {
    const html = renderToString(<GlobalError />);
    const en = EAGER_MESSAGES.en;
    if (!en) throw new Error('The English catalogue ships with the messages module');
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain(`<h1>${en['errors.generic_error.title']}</h1>`);
    expect(html).toContain(`<p>${en['errors.generic_error.description']}</p>`);
    expect(html).toContain(`<a href="/">${en['common.back_to_home']}</a>`);
  });
});
