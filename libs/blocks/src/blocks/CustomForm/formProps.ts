import type { IntlShape } from '@formatjs/intl';
import { localizePath } from '@clavis/i18n-routing';
import { cmsFormDefinition } from '../../forms/cmsForm';
import type { FormDefinition } from '../../forms/formDefinition';
import { customFormId } from '../../forms/formId';
import { createInterestForm, INTEREST_FORM_ID } from '../../forms/interestForm';
import { ruleMessageId, isRuleName } from '../../forms/rules';
import type { BlockContext } from '../../core/types';
import type { CustomFormLabels } from './CustomFormClient';
import type { MessageSources } from './formatFormMessage';
import type { CustomFormContent } from './schema';

const text = (intl: IntlShape<string>, id: string) => intl.formatMessage({ id });

export function formDefinition(blok: CustomFormContent, context: BlockContext): FormDefinition {
  if (blok.form === INTEREST_FORM_ID) return createInterestForm((id) => text(context.intl, id));
  return cmsFormDefinition(customFormId(context.storySlug ?? '', blok._uid), blok.form);
}

/** The ICU sources of every message the definition's rules can show (only those travel to the browser). */
export function ruleMessageSources(definition: FormDefinition, intl: IntlShape<string>): MessageSources {
  const sources: Record<string, string> = {};
  for (const field of definition.fields) {
    for (const { rule, message } of field.rules) {
      const id = message ?? (isRuleName(rule) ? ruleMessageId(rule) : rule);
      const source = intl.messages[id];
      if (typeof source === 'string') sources[id] = source;
    }
  }
  return sources;
}

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

/**
 * The thank-you custom landing page of the visitor's market and language: the URL cms-client's
 * storyUrl gives `{locale}/{market}/thank-you`, built from the same route table without pulling
 * the CMS client's HTTP stack into the form block.
 */
export function thankYouUrl({ market, locale }: Pick<BlockContext, 'market' | 'locale'>): string {
  return localizePath({ market, locale, route: 'custom-landing', params: { customSlug: 'thank-you' } });
}
