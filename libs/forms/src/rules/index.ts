export { ruleDefinitions, ruleNames, isRuleName } from './ruleDefinitions';
export type { RuleName } from './ruleDefinitions';
export {
  conditionHolds,
  createFormSchema,
  fieldMessages,
  FormDefinitionError,
  ruleMessageId,
  validateField,
} from './createFormSchema';
export type { FieldRules } from './createFormSchema';
export type {
  FieldCondition,
  FormValues,
  RuleArgument,
  RuleContext,
  RuleMessage,
  RuleSpec,
} from './ruleTypes';
