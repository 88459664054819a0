import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * html-validate's recommended preset for whole pages as the server sends them. The rules turned
 * off are about how the markup is written, not what it means, and the writer is React and Next.js,
 * not us; every rule about structure, content models, landmarks (`unique-landmark`), native
 * elements (`prefer-native-element`), accessible names and ids stays on.
 */
export const pageValidationConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes its DOM property names (`charSet`, `fetchPriority`); HTML attribute names are
    // case-insensitive, so browsers read them alike.
    'attr-case': 'off',
    // React closes void elements (`<meta/>`, `<link/>`), which HTML allows as well as omitting it.
    'void-style': 'off',
    // React writes boolean and empty attributes with an empty value (`async=""`, `hidden=""`),
    // which HTML defines as the same as the bare attribute.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Pictures reserve their box with an inline aspect ratio (no layout shift) and components set
    // CSS custom properties inline (vanilla-extract's assignInlineVars): styles, not structure.
    'no-inline-style': 'off',
    // React's useId ids start with an underscore (`_R_5p9b_`): valid HTML (any id without spaces,
    // unique), which the relaxed check enforces; the strict one also wants a leading letter.
    'valid-id': ['error', { relaxed: true }],
    // A group of checkboxes shares its name (`interested_in`, one value per box checked), as radio
    // buttons do: the preset allows it for radios only.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
};

const validator = new HtmlValidate(pageValidationConfig);

/** html-validate's errors of a page's HTML, one line each (`rule: message at selector`). */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} at ${message.selector ?? `${message.line}:${message.column}`}`));
}
