import { z } from 'zod';
import { isRuleName, ruleDefinitions, type RuleName } from './ruleDefinitions';
import type {
  FieldCondition,
  FormValues,
  RuleDefinition,
  RuleMessage,
  RuleSpec,
} from './ruleTypes';
import { isEmpty } from './values';

/** What the rules need to know of one field. */
export interface FieldRules {
  name: string;
  /** The human label, given to messages as `{name}`. */
  label: string;
  rules: readonly RuleSpec[];
  /** When set, the rules apply only while the condition holds (an address for a visit request). */
  when?: FieldCondition;
}

/** Whether a field's condition holds for the current values (always, without a condition). */
export function conditionHolds(condition: FieldCondition | undefined, values: FormValues): boolean {
  if (!condition) return true;
  const other = values[condition.field];
  return Array.isArray(other)
    ? other.map(String).includes(condition.includes)
    : String(other ?? '') === condition.includes;
}

/** A form definition names a rule that does not exist, or a field twice. */
export class FormDefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormDefinitionError';
  }
}

/** The catalogue id of a rule's message in @clavis/i18n-routing's catalogues. */
export const ruleMessageId = (rule: RuleName) => `validation.${rule}`;

function checkDefinition(fields: readonly FieldRules[]): void {
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.name))
      throw new FormDefinitionError(`Field "${field.name}" is defined twice`);
    seen.add(field.name);
    for (const { rule } of field.rules) {
      if (!isRuleName(rule)) {
        throw new FormDefinitionError(`Field "${field.name}" uses the unknown rule "${rule}"`);
      }
    }
  }
}

/** The first rule the field's value breaks, as a message; null when every rule holds. */
export function validateField(field: FieldRules, values: FormValues): RuleMessage | null {
  if (!conditionHolds(field.when, values)) return null;
  const value = values[field.name];
  const empty = isEmpty(value);
  for (const { rule, args = [], message } of field.rules) {
    if (!isRuleName(rule)) throw new FormDefinitionError(`Unknown rule "${rule}"`);
    const definition: RuleDefinition = ruleDefinitions[rule];
    if (empty && !definition.judgesEmpty) continue;
    const context = { name: field.name, label: field.label, values };
    if (!definition.validate(value, args, context)) {
      const extra = definition.messageValues?.(args) ?? {};
      return { id: message ?? ruleMessageId(rule), values: { Name: field.label, ...extra } };
    }
  }
  return null;
}

/**
 * A zod schema for a whole form: its values are a record of field values, and every broken rule
 * becomes an issue at the field's path whose `message` is the catalogue id and whose `params` are
 * the message values. The same schema validates in the browser and again on the server.
 */
export function createFormSchema(fields: readonly FieldRules[]) {
  checkDefinition(fields);
  return z.record(z.string(), z.unknown()).superRefine((values, context) => {
    for (const field of fields) {
      const failure = validateField(field, values);
      if (failure) {
        context.addIssue({
          code: 'custom',
          path: [field.name],
          message: failure.id,
          params: failure.values,
        });
      }
    }
  });
}

/** Per-field messages from a failed parse of a form schema (first issue per field). */
export function fieldMessages(error: z.ZodError): Record<string, RuleMessage> {
  const messages: Record<string, RuleMessage> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || messages[field]) continue;
    const values = issue.code === 'custom' ? (issue.params as RuleMessage['values']) : {};
    messages[field] = { id: issue.message, values: values ?? {} };
  }
  return messages;
}
