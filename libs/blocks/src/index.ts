// Public API of @clavis/blocks.
export {
  createFormSchema,
  fieldMessages,
  FormDefinitionError,
  isRuleName,
  ruleDefinitions,
  ruleMessageId,
  ruleNames,
  validateField,
} from './forms/rules';
export type {
  FieldCondition,
  FieldRules,
  FormValues,
  RuleArgument,
  RuleContext,
  RuleMessage,
  RuleName,
  RuleSpec,
} from './forms/rules';
export { fieldTypes, isRequiredField } from './forms/formDefinition';
export type {
  FieldOption,
  FieldType,
  FormDefinition,
  FormFieldDefinition,
} from './forms/formDefinition';
export { createInterestForm, INTEREST_FORM_ID, interestOptions } from './forms/interestForm';
export type { InterestOption, Translate } from './forms/interestForm';
