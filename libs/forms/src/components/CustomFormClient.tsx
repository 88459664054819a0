'use client';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button, VisuallyHidden } from '@clavis/design-system';
import { isRequiredField, type FormDefinition, type FormFieldDefinition } from '../formDefinition';
import { conditionHolds, type FormValues } from '../rules';
import { HONEYPOT_FIELD, LOCALE_FIELD } from '../submissionFields';
import * as styles from './CustomFormClient.css';
import { FormControl } from './FormControl';
import type { MessageSources } from './formatFormMessage';
import { navigateTo } from './navigate';
import { createRuleResolver } from './ruleResolver';
import { submitForm } from './submitForm';
import { useDebouncedCallback } from './useDebouncedCallback';

/** SPEC.md section 9: form input debounce. */
export const INPUT_DEBOUNCE_MS = 20;

/** The form's own texts, formatted on the server in the visitor's language. */
export interface CustomFormLabels {
  submit: string;
  sending: string;
  /** 'Fields marked with * are required'. */
  requiredNote: string;
  /** Spoken after a required group's legend ('required'). */
  required: string;
  /** 'Form incomplete.' */
  incomplete: string;
  /** 'Sorry, not all fields are filled out correctly.' */
  invalid: string;
  /** Too many submissions from this address (429). */
  rateLimited: string;
  /** The endpoint failed or could not be reached (5xx, network). */
  unavailable: string;
}

export interface CustomFormClientProps {
  definition: FormDefinition;
  locale: string;
  /** `/api/forms/{formId}`. */
  action: string;
  /** The thank-you custom landing page. */
  successUrl: string;
  /** ICU sources of the rule messages the definition can show. */
  messages: MessageSources;
  labels: CustomFormLabels;
  /** Names the form landmark (the block's title id). */
  labelledBy?: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; message: string };

function defaultValue(field: FormFieldDefinition): unknown {
  if (field.type === 'checkboxes') return [];
  if (field.type === 'checkbox') return false;
  return '';
}

/**
 * A form from its definition (the interest form or a CMS form), validated by the rules library on
 * input (debounced) and on submit, then posted as JSON to the endpoint, which validates again.
 * Every value stays in place whatever the endpoint answers, until the visitor leaves for the
 * thank-you page.
 */
export function CustomFormClient({ definition, locale, action, successUrl, messages, labels, labelledBy }: CustomFormClientProps) {
  const { fields } = definition;
  const resolver = useMemo(() => createRuleResolver(fields, messages, locale), [fields, messages, locale]);
  const defaultValues = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, defaultValue(field)])), [fields]);
  const { register, control, handleSubmit, trigger, setError, getFieldState, formState } = useForm<FormValues>({
    resolver,
    defaultValues,
    // Input is checked by the debounced trigger below, never on every keystroke.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as FormValues;
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const announced = useRef(new Map<string, string>());
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');

  const validateSoon = useDebouncedCallback((name) => {
    // Fields that depend on this one (an address for a visit) are checked again if they show an error.
    const dependents = fields.filter((field) => field.when?.field === name && getFieldState(field.name).error).map((field) => field.name);
    void trigger([name, ...dependents]).then(() => {
      const message = getFieldState(name).error?.message ?? '';
      if (announced.current.get(name) !== message) {
        announced.current.set(name, message);
        if (message) setAnnouncement(message);
      }
    });
  }, INPUT_DEBOUNCE_MS);

  function focusFirstInvalid(names: readonly string[]) {
    const first = fields.find((field) => names.includes(field.name));
    if (!first) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }

  function onInvalid(errors: FieldErrors<FormValues>) {
    setStatus({ kind: 'invalid', message: labels.invalid });
    focusFirstInvalid(Object.keys(errors));
  }

  async function onValid(valid: FormValues) {
    setStatus({ kind: 'sending' });
    const outcome = await submitForm(action, {
      ...valid,
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      [LOCALE_FIELD]: locale,
    });
    switch (outcome.kind) {
      case 'success':
        setStatus({ kind: 'sent' });
        navigateTo(successUrl);
        return;
      case 'invalid': {
        const names = fields.map((field) => field.name).filter((name) => outcome.fields[name]);
        for (const name of names) setError(name, { type: 'server', message: outcome.fields[name] });
        setStatus({ kind: 'invalid', message: outcome.message ?? labels.invalid });
        focusFirstInvalid(names);
        return;
      }
      case 'rate-limited':
        setStatus({ kind: 'error', message: labels.rateLimited });
        return;
      case 'failed':
        setStatus({ kind: 'error', message: labels.unavailable });
    }
  }

  const busy = status.kind === 'sending' || status.kind === 'sent';
  return (
    <form
      ref={formRef}
      className={styles.form}
      // Without JavaScript the browser posts the form and the endpoint answers with a redirect.
      action={action}
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <p className={styles.note}>{labels.requiredNote}</p>
      <div role="alert" className={styles.alert}>
        {status.kind === 'invalid' ? (
          <>
            <strong className={styles.alertTitle}>{labels.incomplete}</strong>
            {status.message}
          </>
        ) : status.kind === 'error' ? (
          status.message
        ) : null}
      </div>
      {fields.map((field) => (
        <FormControl
          key={field.name}
          field={field}
          registration={register(field.name, { onChange: () => validateSoon(field.name) })}
          control={control}
          required={isRequiredField(field) && conditionHolds(field.when, values)}
          error={formState.errors[field.name]?.message as string | undefined}
          onValueChange={validateSoon}
          requiredLabel={labels.required}
        />
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website
          <input ref={honeypotRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      <div role="status" aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {busy ? labels.sending : labels.submit}
        </Button>
      </div>
    </form>
  );
}
