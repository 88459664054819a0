import type { IntlShape } from '@formatjs/intl';
import type { ErrorTexts } from './screens';

/** An error screen's texts in the route's locale (the market's default for a locale it does not serve). */
export function errorTexts(intl: IntlShape<string>, screen: 'not_found' | 'forbidden' | 'unauthorized' | 'generic_error'): ErrorTexts {
  return {
    title: intl.formatMessage({ id: `errors.${screen}.title` }),
    description: intl.formatMessage({ id: `errors.${screen}.description` }),
    backLabel: intl.formatMessage({ id: 'common.back_to_home' }),
  };
}
