import { localizePath } from '@clavis/i18n-routing';
import { cmsFormDefinition, createInterestForm, customFormId, INTEREST_FORM_ID, type FormDefinition } from '@clavis/forms';
import type { BlockContext } from '../../core/types';
import type { CustomFormContent } from './schema';

/** The blok's form: the interest form in the page's language, or the CMS form under the id that locates it. */
export function formDefinition(blok: CustomFormContent, context: BlockContext): FormDefinition {
  if (blok.form === INTEREST_FORM_ID) return createInterestForm((id) => context.intl.formatMessage({ id }));
  return cmsFormDefinition(customFormId(context.storySlug ?? '', blok._uid), blok.form);
}

/**
 * The thank-you custom landing page of the visitor's market and language: the URL cms-client's
 * storyUrl gives `{locale}/{market}/thank-you`, built from the same route table without pulling
 * the CMS client's HTTP stack into the form block.
 */
export function thankYouUrl({ market, locale }: Pick<BlockContext, 'market' | 'locale'>): string {
  return localizePath({ market, locale, route: 'custom-landing', params: { customSlug: 'thank-you' } });
}
