import { z } from 'zod';
import { fieldTypes, type FormDefinition, type FormFieldDefinition } from './formDefinition';
import { isRuleName, type RuleSpec } from './rules';
import { HONEYPOT_FIELD, LOCALE_FIELD } from './submissionFields';

/** Body fields the endpoint reads itself; a CMS field must not take their names. */
const reservedNames = new Set([HONEYPOT_FIELD, LOCALE_FIELD]);

/** `required|min:3|between:8,16`: the rule text editors know from the original site's form library. */
export function parseRuleText(text: string): RuleSpec[] {
  return text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      if (colon === -1) return { rule: part };
      const args = part
        .slice(colon + 1)
        .split(',')
        .map((arg) => arg.trim());
      return { rule: part.slice(0, colon).trim(), args };
    });
}

const ruleSpecSchema = z.object({
  rule: z.string().refine(isRuleName, { error: (issue) => `unknown rule "${String(issue.input)}"` }),
  args: z.array(z.union([z.string(), z.number()])).optional(),
  message: z.string().optional(),
});

const rulesSchema = z
  .union([z.array(ruleSpecSchema), z.string()])
  .optional()
  .transform((rules, context) => {
    if (rules === undefined) return [];
    if (Array.isArray(rules)) return rules;
    const parsed = parseRuleText(rules);
    for (const { rule } of parsed) {
      if (!isRuleName(rule)) context.addIssue({ code: 'custom', message: `unknown rule "${rule}"` });
    }
    return parsed;
  });

const optionSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });

/** File uploads cannot travel in the JSON body the endpoint reads, so the CMS cannot ask for them. */
const cmsFieldTypes = fieldTypes.filter((type) => type !== 'file') as [
  Exclude<(typeof fieldTypes)[number], 'file'>,
  ...Exclude<(typeof fieldTypes)[number], 'file'>[],
];

export const cmsFieldSchema = z
  .object({
    name: z
      .string()
      .regex(/^[A-Za-z][\w-]*$/, 'must start with a letter and hold only letters, digits, - and _')
      .refine((name) => !reservedNames.has(name), 'is reserved for the endpoint'),
    type: z.enum(cmsFieldTypes).default('text'),
    label: z.string().trim().min(1),
    required: z.boolean().optional(),
    hint: z.string().optional(),
    placeholder: z.string().optional(),
    options: z.array(optionSchema).optional(),
    rules: rulesSchema,
  })
  .refine((field) => !['select', 'radio', 'checkboxes'].includes(field.type) || (field.options?.length ?? 0) > 0, {
    path: ['options'],
    error: 'a choice field needs options',
  });

/** A form the CMS defines: its fields in order, labels in the story's language. */
export const cmsFormSchema = z
  .object({ fields: z.array(cmsFieldSchema).min(1) })
  .refine((form) => new Set(form.fields.map((field) => field.name)).size === form.fields.length, {
    path: ['fields'],
    error: 'two fields share a name',
  });

export type CmsForm = z.output<typeof cmsFormSchema>;

/** The form definition (the shape the rules, the component and the endpoint share) of a CMS form. */
export function cmsFormDefinition(id: string, form: CmsForm): FormDefinition {
  return {
    id,
    fields: form.fields.map((field): FormFieldDefinition => {
      const rules = field.rules.filter(({ rule }) => rule !== 'required');
      const required = field.required === true || rules.length !== field.rules.length;
      return {
        name: field.name,
        type: field.type,
        label: field.label,
        ...(field.hint ? { hint: field.hint } : {}),
        ...(field.placeholder ? { placeholder: field.placeholder } : {}),
        ...(field.options ? { options: field.options } : {}),
        // A required checkbox is one that must be ticked (consent).
        rules: required ? [{ rule: field.type === 'checkbox' ? 'accepted' : 'required' }, ...rules] : rules,
      };
    }),
  };
}
