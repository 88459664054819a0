import { z } from 'zod';
import { linkSchema } from '../content/link';
import { assetSchema, blokSchema, dateSchema, relationSchema } from '../content/primitives';
import { richTextSchema } from '../content/richText';
import { numberFrom, orDefault, orMissing, type OrDefault, type OrMissing } from './fieldParsers';
import type { StoryblokAssetFileType, StoryblokField } from './storyblokComponent';

/** A field's Storyblok definition (its position comes from the declaration's order). */
export type FieldDefinition = Omit<StoryblokField, 'pos' | 'component_group_whitelist'> & {
  /** Bloks fields restricted to component groups, by group name (the uuids are the space's). */
  group_whitelist?: string[];
};

/** One declared field: what Storyblok shows the editor, and how its value is parsed. */
export interface Field<Schema extends z.ZodType = z.ZodType> {
  readonly definition: FieldDefinition;
  /** Built on the component's first parse, not when the declaration is imported. */
  readonly schema: () => Schema;
}

interface CommonOptions {
  displayName?: string;
  description?: string;
  required?: boolean;
  translatable?: boolean;
  /** The parser, where the field's default one is not what the site needs (a transform, a refinement). */
  schema?: () => z.ZodType;
}

/** The override when there is one, else the required or the optional default. */
type SchemaOf<O, Required extends z.ZodType, Optional extends z.ZodType> = O extends {
  schema: () => infer S extends z.ZodType;
}
  ? S
  : O extends { required: true }
    ? Required
    : Optional;

// `Field<never>` fits every factory's declared field type; the factory's signature says which it is.
function makeField(
  definition: FieldDefinition,
  options: CommonOptions | undefined,
  required: () => z.ZodType,
  optional: () => z.ZodType,
): Field<never> {
  const { displayName, description, required: isRequired, translatable } = options ?? {};
  const cleaned = Object.fromEntries(
    Object.entries({
      ...definition,
      display_name: displayName,
      description,
      required: isRequired || undefined,
      translatable: translatable || undefined,
    }).filter(([, value]) => value !== undefined),
  ) as FieldDefinition;
  const schema = options?.schema ?? (isRequired ? required : optional);
  return { definition: cleaned, schema: schema as () => never };
}

interface TextOptions extends CommonOptions {
  maxLength?: number;
}
type TextSchema<O> = SchemaOf<O, z.ZodString, OrMissing<z.ZodString>>;

const text =
  (type: 'text' | 'textarea' | 'markdown') =>
  <const O extends TextOptions | undefined = undefined>(options?: O): Field<TextSchema<O>> =>
    makeField(
      { type, max_length: options?.maxLength },
      options,
      () => z.string().trim().min(1),
      () => orMissing(z.string()),
    );

interface NumberOptions extends CommonOptions {
  integer?: boolean;
  min?: number;
  max?: number;
  decimals?: number;
  /** Also what a blank field is read as. */
  defaultValue?: number;
}
type NumberSchema<O> = SchemaOf<
  O,
  z.ZodPreprocess<z.ZodNumber>,
  O extends { defaultValue: number } ? OrDefault<z.ZodPreprocess<z.ZodNumber>> : OrMissing<z.ZodPreprocess<z.ZodNumber>>
>;

function number<const O extends NumberOptions | undefined = undefined>(options?: O): Field<NumberSchema<O>> {
  const base = () => {
    let schema = options?.integer ? z.number().int() : z.number();
    if (options?.min !== undefined) schema = schema.min(options.min);
    if (options?.max !== undefined) schema = schema.max(options.max);
    return numberFrom(schema);
  };
  const defaultValue = options?.defaultValue;
  return makeField(
    {
      type: 'number',
      min_value: options?.min,
      max_value: options?.max,
      decimals: options?.decimals ?? (options?.integer ? 0 : undefined),
      default_value: defaultValue === undefined ? undefined : String(defaultValue),
    },
    options,
    base,
    () => (defaultValue === undefined ? orMissing(base()) : orDefault(base(), defaultValue)),
  );
}

interface BooleanOptions extends Omit<CommonOptions, 'required'> {
  defaultValue?: boolean;
}
type BooleanSchema<O> = O extends { schema: () => infer S extends z.ZodType } ? S : OrDefault<z.ZodBoolean>;

function boolean<const O extends BooleanOptions | undefined = undefined>(options?: O): Field<BooleanSchema<O>> {
  const defaultValue = options?.defaultValue ?? false;
  const parse = () => orDefault(z.boolean(), defaultValue);
  return makeField({ type: 'boolean', default_value: String(defaultValue) }, options, parse, parse);
}

interface OptionOptions<V extends string> extends CommonOptions {
  options: readonly [V, ...V[]];
  /** What the editor sees for a value (the value itself otherwise). */
  labels?: Partial<Record<V, string>>;
  /** Also what a blank field is read as. */
  defaultValue?: V;
}
type OptionSchema<V extends string, O> = SchemaOf<
  O,
  z.ZodEnum<{ [K in V]: K }>,
  O extends { defaultValue: string } ? OrDefault<z.ZodEnum<{ [K in V]: K }>> : OrMissing<z.ZodEnum<{ [K in V]: K }>>
>;

/** A single choice from a fixed list. */
function option<V extends string, const O extends OptionOptions<V>>(options: O & OptionOptions<V>): Field<OptionSchema<V, O>> {
  const values = options.options;
  const labels: Partial<Record<string, string>> = options.labels ?? {};
  const defaultValue = options.defaultValue;
  return makeField(
    {
      type: 'option',
      options: values.map((value) => ({ name: labels[value] ?? value, value })),
      default_value: defaultValue,
    },
    options,
    () => z.enum(values),
    () => (defaultValue === undefined ? orMissing(z.enum(values)) : orDefault(z.enum(values), defaultValue as never)),
  );
}

interface DatetimeOptions extends CommonOptions {
  dateOnly?: boolean;
}

/** A date (`2026-03-15 09:00`, as Storyblok holds it); kept as text unless the field's schema says otherwise. */
const datetime = <const O extends DatetimeOptions | undefined = undefined>(
  options?: O,
): Field<SchemaOf<O, typeof dateSchema, OrMissing<typeof dateSchema>>> =>
  makeField(
    { type: 'datetime', disable_time: options?.dateOnly || undefined },
    options,
    () => dateSchema,
    () => orMissing(dateSchema),
  );

interface RichtextOptions extends CommonOptions {
  /** The bloks an editor may embed in the text. */
  bloks?: string[];
}

const richtext = <const O extends RichtextOptions | undefined = undefined>(
  options?: O,
): Field<SchemaOf<O, typeof richTextSchema, OrMissing<typeof richTextSchema>>> =>
  makeField(
    {
      type: 'richtext',
      restrict_components: options?.bloks ? true : undefined,
      component_whitelist: options?.bloks,
    },
    options,
    () => richTextSchema,
    () => orMissing(richTextSchema),
  );

interface AssetOptions extends CommonOptions {
  filetypes: StoryblokAssetFileType[];
}

/** One file of the asset library; an empty optional field is undefined. */
const asset = <const O extends AssetOptions>(
  options: O,
): Field<SchemaOf<O, typeof assetSchema, OrMissing<typeof assetSchema>>> =>
  makeField({ type: 'asset', filetypes: options.filetypes }, options, () => assetSchema, () => orMissing(assetSchema));

/** Files of the asset library; a required field holds at least one. */
const multiasset = <const O extends AssetOptions>(
  options: O,
): Field<SchemaOf<O, z.ZodArray<typeof assetSchema>, z.ZodArray<typeof assetSchema>>> =>
  makeField(
    { type: 'multiasset', filetypes: options.filetypes },
    options,
    () => z.array(assetSchema).min(1),
    () => z.array(assetSchema),
  );

interface LinkOptions extends CommonOptions {
  /** The content types a story link may point to (any story otherwise). */
  contentTypes?: string[];
  email?: boolean;
  asset?: boolean;
  anchor?: boolean;
}

/** A link to a story, a URL, an e-mail address or an asset (`linkSchema`). */
const link = <const O extends LinkOptions | undefined = undefined>(
  options?: O,
): Field<SchemaOf<O, typeof linkSchema, OrMissing<typeof linkSchema>>> =>
  makeField(
    {
      type: 'multilink',
      email_link_type: options?.email ?? true,
      asset_link_type: options?.asset ?? true,
      show_anchor: options?.anchor ?? true,
      allow_target_blank: true,
      restrict_content_types: options?.contentTypes ? true : undefined,
      component_whitelist: options?.contentTypes,
    },
    options,
    () => linkSchema,
    () => orMissing(linkSchema),
  );

interface StoryOptions extends CommonOptions {
  /** The content types an editor may choose from. */
  contentTypes: string[];
  /** Only stories below this folder (`de/global/produkte/`). */
  folder?: string;
}

const storyDefinition = (type: 'option' | 'options', options: StoryOptions): FieldDefinition => ({
  type,
  source: 'internal_stories',
  filter_content_type: options.contentTypes,
  folder_slug: options.folder,
  use_uuid: type === 'option' ? true : undefined,
});

/** A reference to one story: its uuid, or the story when the page asks the CMS to resolve it. */
const story = <const O extends StoryOptions>(
  options: O,
): Field<SchemaOf<O, typeof relationSchema, OrMissing<typeof relationSchema>>> =>
  makeField(storyDefinition('option', options), options, () => relationSchema, () => orMissing(relationSchema));

/** References to stories, in the editor's order; a required field holds at least one. */
const stories = <const O extends StoryOptions>(
  options: O,
): Field<SchemaOf<O, z.ZodArray<typeof relationSchema>, z.ZodArray<typeof relationSchema>>> =>
  makeField(
    storyDefinition('options', options),
    options,
    () => z.array(relationSchema).min(1),
    () => z.array(relationSchema),
  );

/** A declared component, as far as a bloks field needs to know it. */
interface NestedComponent {
  readonly name: string;
  readonly schema: z.ZodType;
}

interface BloksOptions<Of extends readonly NestedComponent[]> extends CommonOptions {
  /** The components an editor may add, parsed each by its own schema. */
  of?: Of;
  /** The components an editor may add, by name (their fields belong to someone else). */
  whitelist?: string[];
  /** The component groups an editor may add from, by name. */
  groups?: string[];
  minimum?: number;
  maximum?: number;
}
type BloksItem<Of extends readonly NestedComponent[]> = [Of[number]] extends [never]
  ? typeof blokSchema
  : Of[number]['schema'];

/** Nested components; the list is checked against `minimum` (1 when required) and `maximum`. */
function bloks<const Of extends readonly NestedComponent[] = [], const O extends BloksOptions<Of> = BloksOptions<Of>>(
  options: O & BloksOptions<Of>,
): Field<O extends { schema: () => infer S extends z.ZodType } ? S : z.ZodArray<BloksItem<Of>>> {
  const names = options.of?.map((component) => component.name) ?? options.whitelist;
  const parse = () => {
    const schemas = options.of?.map((component) => component.schema) ?? [];
    const [only] = schemas;
    const item = !only ? blokSchema : schemas.length === 1 ? only : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    let list = z.array(item);
    const minimum = options.minimum ?? (options.required ? 1 : undefined);
    if (minimum !== undefined) list = list.min(minimum);
    if (options.maximum !== undefined) list = list.max(options.maximum);
    return list;
  };
  return makeField(
    {
      type: 'bloks',
      restrict_components: names || options.groups ? true : undefined,
      restrict_type: options.groups ? 'groups' : names ? '' : undefined,
      component_whitelist: names,
      group_whitelist: options.groups,
      minimum: options.minimum,
      maximum: options.maximum,
    },
    options,
    parse,
    parse,
  );
}

/** The field types of a declaration (`field.text({ required: true })`), each with its default parser. */
export const field = {
  text: text('text'),
  textarea: text('textarea'),
  markdown: text('markdown'),
  number,
  boolean,
  option,
  datetime,
  richtext,
  asset,
  multiasset,
  link,
  story,
  stories,
  bloks,
};
