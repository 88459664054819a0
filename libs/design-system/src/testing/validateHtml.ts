import { HtmlValidate } from 'html-validate';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Components set CSS custom properties inline (vanilla-extract's assignInlineVars).
    'no-inline-style': 'off',
    // Rendered markup is React's, not hand-written: attribute style is not ours to choose.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-redundant-role': 'off',
    // The design system renders fragments; a unique id is the page's concern across fragments.
    'valid-id': 'off',
  },
});

/** Fails with html-validate's messages when the rendered markup is not valid HTML. */
export async function expectValidHtml(container: Element): Promise<void> {
  const report = await validator.validateString(container.innerHTML);
  if (!report.valid) {
    const messages = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`));
    throw new Error(`Invalid HTML:\n${messages.join('\n')}\n\n${container.innerHTML}`);
  }
}
