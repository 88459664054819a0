import type { FormDefinition } from '../formDefinition';
import type { FormValues } from '../rules';

/** One accepted submission, exactly as it is written to disk and sent to the webhook. */
export interface Submission {
  /** Unique; also the idempotency key of the webhook delivery. */
  id: string;
  formId: string;
  market: string;
  locale: string;
  receivedAt: string;
  values: FormValues;
  /** The definition the values were validated against. */
  definition: FormDefinition;
}
