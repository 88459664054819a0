/** A message to show for a failed rule: a catalogue id plus the values its ICU text uses. */
export interface RuleMessage {
  id: string;
  values: Record<string, string | number>;
}

export type FormValues = Readonly<Record<string, unknown>>;

export interface RuleContext {
  /** The field's name in the form values. */
  name: string;
  /** The field's human label, passed to messages as `{Name}`. */
  label: string;
  /** Every value of the form, for rules that compare fields (confirm, require_one). */
  values: FormValues;
}

export type RuleArgument = string | number;

export interface RuleDefinition {
  /**
   * Whether the rule also judges an empty value. Most rules skip empty values so that an optional
   * field may stay empty; required, accepted and require_one are about emptiness itself.
   */
  judgesEmpty?: boolean;
  validate(value: unknown, args: readonly RuleArgument[], context: RuleContext): boolean;
  /** Values for the message beyond `{Name}`. */
  messageValues?(args: readonly RuleArgument[]): Record<string, string | number>;
}

/** One rule applied to a field, as the CMS or code states it: `{ rule: 'min', args: [8] }`. */
export interface RuleSpec {
  rule: string;
  args?: readonly RuleArgument[];
  /** A catalogue id that replaces the rule's own message for this field. */
  message?: string;
}

/** The field's rules apply only while another field has (or includes) a value. */
export interface FieldCondition {
  field: string;
  /** The other field equals this value, or, for a multiple choice, includes it. */
  includes: string;
}
