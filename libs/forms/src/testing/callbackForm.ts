import { cmsFormDefinition, cmsFormSchema } from '../cmsForm';

/**
 * A form as an editor builds it in the CMS (a `custom_form` blok's `form`): a callback request with
 * a text, a number with a ranged rule, a required radio group, a select and a free text.
 */
export const callbackFormContent = {
  fields: [
    { name: 'name', type: 'text', label: 'Ihr Name', required: true, rules: 'alpha_spaces' },
    { name: 'quantity', type: 'number', label: 'Stückzahl', rules: [{ rule: 'between', args: [1, 500] }] },
    {
      name: 'slot',
      type: 'radio',
      label: 'Rückruf',
      required: true,
      options: [
        { value: 'morning', label: 'Vormittags' },
        { value: 'afternoon', label: 'Nachmittags' },
      ],
    },
    { name: 'country', type: 'select', label: 'Land', options: [{ value: 'de', label: 'Deutschland' }] },
    { name: 'message', type: 'textarea', label: 'Nachricht', hint: 'Worum geht es?' },
  ],
};

/** `callbackFormContent` placed on `de/germany/forms/ruckruf` as blok `c0ffee`. */
export const callbackFormDefinition = cmsFormDefinition('cms.de.germany.forms.ruckruf.c0ffee', cmsFormSchema.parse(callbackFormContent));
