import type { IntlShape } from '@formatjs/intl';
import type { FormDefinition } from '../formDefinition';
import { isRuleName, ruleMessageId } from '../rules';
import type { MessageSources } from './formatFormMessage';

/** The ICU sources of every message the definition's rules can show (only those travel to the browser). */
export function ruleMessageSources(definition: FormDefinition, intl: IntlShape<string>): MessageSources {
  const sources: Record<string, string> = {};
  for (const field of definition.fields) {
    for (const { rule, message } of field.rules) {
      const id = message ?? (isRuleName(rule) ? ruleMessageId(rule) : rule);
      const source = intl.messages[id];
      if (typeof source === 'string') sources[id] = source;
    }
  }
  return sources;
}
