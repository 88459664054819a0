import { z } from 'zod';
import type { Field } from './field';

/**
 * Where an editor may use a component: as a story's content type (`root`), inside a bloks field
 * (`nestable`), or both (`universal`).
 */
export type ComponentKind = 'root' | 'nestable' | 'universal';

type Flatten<T> = { [K in keyof T]: T[K] };

type ComponentShape<Name extends string, Fields, Unmodelled> = Flatten<
  {
    _uid: z.ZodString;
    component: z.ZodLiteral<Name>;
    _editable: z.ZodOptional<z.ZodString>;
  } & { [K in keyof Fields]: Fields[K] extends Field<infer S> ? S : never } & {
    [K in keyof Unmodelled]: Unmodelled[K] extends () => infer S ? S : never;
  }
>;

// A story's content keeps fields the declaration does not know (other code may read them); a
// nested component is only what it declares.
type ComponentObject<Name extends string, Kind extends ComponentKind, Fields, Unmodelled> = z.ZodObject<
  ComponentShape<Name, Fields, Unmodelled>,
  Kind extends 'nestable' ? z.core.$strip : z.core.$loose
>;

export interface ComponentOptions<
  Name extends string,
  Kind extends ComponentKind,
  Fields extends Record<string, Field>,
  Unmodelled extends Record<string, () => z.ZodType>,
> {
  /** The technical name: `component` in the content, the registry's key. */
  name: Name;
  displayName: string;
  kind: Kind;
  /** The component group the editor finds it in. */
  group?: string;
  description?: string;
  /** In the order the editor sees them. */
  fields: Fields;
  /**
   * Fields whose shape Storyblok cannot hold (a plain object, text or an object): parsed and typed
   * as now, left out of the component definition until the content is remodelled.
   */
  unmodelled?: Unmodelled;
  /** Checks across fields, run once every field parsed. */
  refine?: (
    content: z.output<ComponentObject<Name, Kind, Fields, Unmodelled>>,
    ctx: z.RefinementCtx<z.output<ComponentObject<Name, Kind, Fields, Unmodelled>>>,
  ) => void;
}

/** One block or content type, declared once: its Storyblok definition, its parser and its type. */
export interface ComponentDeclaration<
  Name extends string = string,
  Schema extends z.ZodType = z.ZodType,
> {
  readonly name: Name;
  readonly displayName: string;
  readonly kind: ComponentKind;
  readonly group?: string;
  readonly description?: string;
  readonly fields: Readonly<Record<string, Field>>;
  readonly unmodelled: readonly string[];
  /** The content as the CDN sends it; built on its first parse. */
  readonly schema: z.ZodLazy<Schema>;
}

/** The parsed content of a declared component. */
export type InferComponent<D extends { readonly schema: z.ZodType }> = z.output<D['schema']>;

export function defineComponent<
  const Name extends string,
  const Kind extends ComponentKind,
  const Fields extends Record<string, Field>,
  const Unmodelled extends Record<string, () => z.ZodType> = Record<never, never>,
>(
  options: ComponentOptions<Name, Kind, Fields, Unmodelled>,
): ComponentDeclaration<Name, ComponentObject<Name, Kind, Fields, Unmodelled>> {
  const { name, displayName, kind, group, description, fields, unmodelled = {}, refine } = options;
  const schema = z.lazy(() => {
    const shape: Record<string, z.ZodType> = {
      _uid: z.string(),
      component: z.literal(name),
      _editable: z.string().optional(),
    };
    for (const [key, declared] of Object.entries(fields)) shape[key] = declared.schema();
    for (const [key, parse] of Object.entries(unmodelled as Record<string, () => z.ZodType>)) shape[key] = parse();
    const object = kind === 'nestable' ? z.object(shape) : z.looseObject(shape);
    return (refine ? object.superRefine(refine as never) : object) as unknown as ComponentObject<
      Name,
      Kind,
      Fields,
      Unmodelled
    >;
  });
  return {
    name,
    displayName,
    kind,
    ...(group === undefined ? {} : { group }),
    ...(description === undefined ? {} : { description }),
    fields,
    unmodelled: Object.keys(unmodelled),
    schema,
  };
}
