import { cmsFormDefinition, cmsFormSchema } from './cmsForm';
import type { FormDefinition } from './formDefinition';
import { parseCustomFormId } from './formId';
import { createInterestForm, INTEREST_FORM_ID, type Translate } from './interestForm';

export interface ResolveFormOptions {
  formId: string;
  /** Labels of the interest form in the request's language. */
  translate: Translate;
  /** The content of a published story by full slug; null when there is none. */
  loadStoryContent: (fullSlug: string) => Promise<unknown>;
}

function* bloks(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* bloks(item);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record['_uid'] === 'string') yield record;
    for (const child of Object.values(record)) yield* bloks(child);
  }
}

/**
 * The definition a submission is validated against on the server: the interest form from code,
 * or a CMS form read again from its published story. Null when there is no such form.
 */
export async function resolveFormDefinition({
  formId,
  translate,
  loadStoryContent,
}: ResolveFormOptions): Promise<FormDefinition | null> {
  if (formId === INTEREST_FORM_ID) return createInterestForm(translate);
  const location = parseCustomFormId(formId);
  if (!location) return null;
  const content = await loadStoryContent(location.fullSlug);
  for (const blok of bloks(content)) {
    if (blok['_uid'] !== location.uid || blok['component'] !== 'custom_form') continue;
    if (blok['form'] === INTEREST_FORM_ID) return createInterestForm(translate);
    const form = cmsFormSchema.safeParse(blok['form']);
    return form.success ? cmsFormDefinition(formId, form.data) : null;
  }
  return null;
}
