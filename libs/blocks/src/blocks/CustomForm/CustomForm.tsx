import { formLabels, LazyCustomFormClient, LOCALE_FIELD, ruleMessageSources } from '@clavis/forms';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import * as styles from './CustomForm.css';
import { formDefinition, thankYouUrl } from './formProps';
import type { CustomFormContent } from './schema';

/** The interest form or a CMS form; the server formats every text, the browser runs the form. */
export function CustomForm({ blok, context }: BlockProps<CustomFormContent>) {
  const definition = formDefinition(blok, context);
  const titleId = `custom-form-${blok._uid}`;
  const title = blok.title?.trim();
  return (
    <section {...editable(blok)} className={styles.section} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <LazyCustomFormClient
        definition={definition}
        locale={context.locale}
        // The locale in the address too, not only in the body: a post whose body the server cannot
        // read (too large, malformed) is still answered in the page's language.
        action={`/api/forms/${encodeURIComponent(definition.id)}?${LOCALE_FIELD}=${encodeURIComponent(context.locale)}`}
        successUrl={thankYouUrl(context)}
        messages={ruleMessageSources(definition, context.intl)}
        labels={formLabels(context.intl)}
        labelledBy={title ? titleId : undefined}
      />
    </section>
  );
}
