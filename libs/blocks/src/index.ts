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

// Registry and renderer
export {
  BlockRenderer,
  defineBlock,
  editable,
  imageUrl,
  imageFilters,
  imageFormats,
  imageRotations,
  assetDimensions,
  blockHref,
  isExternalHref,
  collectBlockData,
  registryRelations,
} from './core';
export type {
  BlockRendererProps,
  ImageFilters,
  ImageFormat,
  ImageRequest,
  KeyedBlockDataRequest,
  AssetOptions,
  BlockContext,
  BlockData,
  BlockDataRequest,
  BlockDefinition,
  BlockProblem,
  BlockProps,
  BlockRegistry,
  BlockScope,
  BlokBase,
} from './core';

// Page contract: templates, layouts, listings (site-shell renders every page through it)
export * from './pages';
