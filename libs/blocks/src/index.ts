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
  FieldRules,
  FormValues,
  RuleArgument,
  RuleContext,
  RuleMessage,
  RuleName,
  RuleSpec,
} from './forms/rules';
