import type { IntlShape } from '@formatjs/intl';
import type { CustomFormLabels } from './CustomFormClient';

const text = (intl: IntlShape<string>, id: string) => intl.formatMessage({ id });

/** The form's own texts in the page's language, formatted on the server for the browser form. */
export function formLabels(intl: IntlShape<string>): CustomFormLabels {
  return {
    submit: text(intl, 'forms.submit'),
    sending: text(intl, 'forms.sending'),
    requiredNote: text(intl, 'common.required_fields'),
    incomplete: text(intl, 'forms.incomplete'),
    invalid: text(intl, 'forms.not_all_fields_correct'),
    required: text(intl, 'forms.required_marker'),
    rateLimited: text(intl, 'forms.rate_limited'),
    unavailable: text(intl, 'forms.unavailable'),
  };
}
