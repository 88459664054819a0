import type { FieldErrors, Resolver } from 'react-hook-form';
import { createFormSchema, fieldMessages, type FormValues } from '../rules';
import type { FormFieldDefinition } from '../formDefinition';
import { formatFormMessage, type MessageSources } from './formatFormMessage';

/**
 * A react-hook-form resolver over the form's zod schema (the one the endpoint validates with).
 * @hookform/resolvers' zodResolver keeps only an issue's message and drops its params, and the
 * messages need them (`{Name}`, `{min}`), so this resolver formats the issues itself.
 */
export function createRuleResolver(
  fields: readonly FormFieldDefinition[],
  sources: MessageSources,
  locale: string,
): Resolver<FormValues> {
  const schema = createFormSchema(fields);
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(fieldMessages(result.error))) {
      errors[name] = { type: 'rule', message: formatFormMessage(sources, locale, message) };
    }
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  };
}
