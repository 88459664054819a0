import type { FormDefinition } from './formDefinition';

export const INTEREST_FORM_ID = 'interest';

/** SPEC.md section 3: what a trade lead may ask for. */
export const interestOptions = [
  'documentation_by_email',
  'telephone_contact',
  'sales_representative_visit',
  'price_offer',
] as const;

export type InterestOption = (typeof interestOptions)[number];

/** Message lookup by catalogue id (react-intl's `formatMessage` or a loaded catalogue). */
export type Translate = (id: string) => string;

/**
 * The interest form of SPEC.md sections 3 and 5, with labels in the visitor's language. The same
 * definition validates in the browser and again on the server.
 */
export function createInterestForm(t: Translate): FormDefinition {
  return {
    id: INTEREST_FORM_ID,
    fields: [
      {
        name: 'interested_in',
        type: 'checkboxes',
        label: t('forms.interested_in'),
        options: interestOptions.map((value) => ({
          value,
          label: t(`forms.interested_in.${value}`),
        })),
        rules: [{ rule: 'required' }, { rule: 'is', args: interestOptions }],
      },
      {
        name: 'email',
        type: 'email',
        label: t('forms.email'),
        autoComplete: 'email',
        rules: [{ rule: 'required' }, { rule: 'email' }],
      },
      {
        name: 'company',
        type: 'text',
        label: t('forms.company_name'),
        autoComplete: 'organization',
        rules: [{ rule: 'required' }, { rule: 'length', args: [1, 200] }],
      },
      {
        name: 'address',
        type: 'textarea',
        label: t('forms.address'),
        hint: t('forms.address_hint'),
        autoComplete: 'street-address',
        when: { field: 'interested_in', includes: 'sales_representative_visit' },
        rules: [{ rule: 'required' }, { rule: 'length', args: [1, 500] }],
      },
      {
        name: 'phone',
        type: 'tel',
        label: t('forms.phone'),
        autoComplete: 'tel',
        // Digits only, 8 to 16 of them (SPEC.md sections 5 and 9).
        rules: [{ rule: 'matches', args: ['/^\\d{8,16}$/'], message: 'forms.invalid_phone' }],
      },
      {
        name: 'terms',
        type: 'checkbox',
        label: t('forms.terms'),
        rules: [{ rule: 'accepted' }],
      },
    ],
  };
}
