// Public API of @clavis/forms: the rules, form definitions (the interest form, CMS forms) and the
// browser form. Every export is listed by name. The submission endpoint is `@clavis/forms/server`.

// Rules: one zod schema per form, the same in the browser and on the server
export {
  conditionHolds,
  createFormSchema,
  fieldMessages,
  FormDefinitionError,
  isRuleName,
  ruleDefinitions,
  ruleMessageId,
  ruleNames,
  validateField,
} from './rules';
export type {
  FieldCondition,
  FieldRules,
  FormValues,
  RuleArgument,
  RuleContext,
  RuleMessage,
  RuleName,
  RuleSpec,
} from './rules';

// Form definitions
export { fieldTypes, isRequiredField } from './formDefinition';
export type { FieldOption, FieldType, FormDefinition, FormFieldDefinition } from './formDefinition';
export { createInterestForm, INTEREST_FORM_ID, interestOptions } from './interestForm';
export type { InterestOption, Translate } from './interestForm';
export { cmsFieldSchema, cmsFormDefinition, cmsFormSchema, parseRuleText } from './cmsForm';
export type { CmsForm } from './cmsForm';
export { customFormId, parseCustomFormId } from './formId';
export { HONEYPOT_FIELD, LOCALE_FIELD } from './submissionFields';

// The browser form: its code loads only where a form renders (LazyCustomFormClient)
export { LazyCustomFormClient } from './components/LazyCustomFormClient';
export type { CustomFormClientProps, CustomFormLabels } from './components/CustomFormClient';
export type { MessageSources } from './components/formatFormMessage';
export { formLabels } from './components/formLabels';
export { ruleMessageSources } from './components/ruleMessageSources';
