import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LocaleCode } from '@clavis/i18n-routing';
import type { FormDefinition } from '../formDefinition';
import { createInterestForm } from '../interestForm';
import { callbackFormDefinition } from '../testing/callbackForm';
import { createFormsIntl } from '../testing/createFormsIntl';
import { CustomFormClient } from './CustomFormClient';
import { formLabels } from './formLabels';
import { ruleMessageSources } from './ruleMessageSources';

const forms = {
  interest: (translate: (id: string) => string) => createInterestForm(translate),
  cms: () => callbackFormDefinition,
} satisfies Record<string, (translate: (id: string) => string) => FormDefinition>;

/** The browser form as the custom_form block renders it: texts formatted for the locale, posting to the endpoint. */
function FormPreview({ form, locale }: { form: keyof typeof forms; locale: LocaleCode }) {
  const intl = createFormsIntl(locale);
  const definition = forms[form]((id) => intl.formatMessage({ id }));
  return (
    <CustomFormClient
      definition={definition}
      locale={locale}
      action={`/api/forms/${definition.id}?locale=${locale}`}
      successUrl="/thank-you"
      messages={ruleMessageSources(definition, intl)}
      labels={formLabels(intl)}
    />
  );
}

const meta = {
  title: 'Forms/CustomForm',
  component: FormPreview,
  args: { form: 'interest', locale: 'de' },
  argTypes: {
    form: { control: 'inline-radio', options: Object.keys(forms) },
    locale: { control: 'select', options: ['de', 'en', 'it', 'fr', 'es'] },
  },
} satisfies Meta<typeof FormPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InterestForm: Story = {};
export const InterestFormInEnglish: Story = { args: { locale: 'en' } };
export const FormFromTheCms: Story = { args: { form: 'cms' } };
