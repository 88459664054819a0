import { act, render, screen } from '@testing-library/react';
import { createInterestForm } from '../interestForm';
import { createFormsIntl } from '../testing/createFormsIntl';
import { formLabels } from './formLabels';
import { LazyCustomFormClient } from './LazyCustomFormClient';

it('loads the form on demand and then shows it, fields and submit button', async () => {
  const intl = createFormsIntl('de');
  const definition = createInterestForm((id) => intl.formatMessage({ id }));
  render(
    <LazyCustomFormClient
      definition={definition}
      locale="de"
      action="/api/forms/interest"
      successUrl="/thank-you"
      messages={{}}
      labels={formLabels(intl)}
    />,
  );
  // Nothing until its chunk has arrived (in the browser the server's HTML stands in meanwhile).
  expect(screen.queryByRole('button', { name: 'Senden' })).toBeNull();
  // The chunk arrives (the module import resolves) and React retries the suspended form.
  await act(async () => {
    await import('./CustomFormClient');
  });
  expect(await screen.findByRole('button', { name: 'Senden' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^E-Mail/ })).toBeRequired();
});
