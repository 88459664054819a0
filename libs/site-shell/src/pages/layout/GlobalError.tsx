'use client';
import { GLOBAL_ERROR_MESSAGES as messages } from '@clavis/i18n-routing/messages';

/** `global-error.tsx`: the root layout itself failed, so no providers: English text, plain HTML. */
export function GlobalError() {
  return (
    <html lang="en-GB">
      <body>
        <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1.5rem', fontFamily: 'system-ui, sans-serif' }}>
          <h1>{messages['errors.generic_error.title']}</h1>
          <p>{messages['errors.generic_error.description']}</p>
          <a href="/">{messages['common.back_to_home']}</a>
        </main>
      </body>
    </html>
  );
}
