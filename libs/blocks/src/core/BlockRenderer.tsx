import { Fragment, type ComponentType, type ReactNode } from 'react';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { BlockIssue } from './BlockIssue';
import { problemDetails } from './problemDetails';
import type { BlockContext, BlockProblem, BlockProps, BlockRegistry } from './types';

export interface BlockRendererProps {
  /** The bloks of a body field, as the CMS sends them (validated here, block by block). */
  blocks: readonly unknown[] | undefined | null;
  registry: BlockRegistry;
  context: Omit<BlockContext, 'renderBlocks'>;
}

const CLIENT_REFERENCE = Symbol.for('react.client.reference');

function isServerCallable(component: ComponentType<never>): component is (props: never) => ReactNode {
  // Client components (imported across a 'use client' boundary) and classes must go through
  // React as elements; plain function blocks are called here so a throw is caught per block.
  return (
    typeof window === 'undefined' &&
    typeof component === 'function' &&
    (component as { $$typeof?: symbol }).$$typeof !== CLIENT_REFERENCE &&
    !(component.prototype && 'render' in component.prototype)
  );
}

function describe(value: unknown): { component: string; uid: string } {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    component: typeof record['component'] === 'string' ? record['component'] : '(none)',
    uid: typeof record['_uid'] === 'string' ? record['_uid'] : '(none)',
  };
}

function errorDetails(error: unknown): string[] {
  return [error instanceof Error ? `${error.name}: ${error.message}` : String(error)];
}

/**
 * Renders a body's bloks with a registry. Each blok is checked against its block's schema first;
 * an unknown component, content that fails its schema, or a block that throws is isolated: the
 * rest of the page renders, the problem is reported, and only draft mode shows it on the page.
 */
export function BlockRenderer({ blocks, registry, context: base }: BlockRendererProps) {
  const context: BlockContext = {
    ...base,
    renderBlocks: (bloks) => <BlockRenderer blocks={bloks} registry={registry} context={base} />,
  };
  const fail = (problem: BlockProblem, key: string | number) => {
    context.report(problem);
    return context.draft ? <BlockIssue key={key} problem={problem} /> : null;
  };

  return (
    <>
      {(blocks ?? []).map((raw, index) => {
        const { component, uid } = describe(raw);
        const key = uid === '(none)' ? index : uid;
        const definition = Object.hasOwn(registry, component) ? registry[component] : undefined;
        if (!definition) return fail({ kind: 'unknown-component', component, uid, details: [] }, key);

        const parsed = definition.schema.safeParse(raw);
        if (!parsed.success) {
          return fail({ kind: 'invalid-content', component, uid, details: problemDetails(parsed.error) }, key);
        }

        const Block = definition.component as ComponentType<BlockProps<unknown>>;
        const props: BlockProps<unknown> = { blok: parsed.data, context, index };
        const problem = (error: unknown): BlockProblem => ({ kind: 'render-error', component, uid, details: errorDetails(error) });
        const fallback = context.draft ? <BlockIssue problem={problem(new Error('threw in the browser'))} /> : null;

        let rendered: ReactNode;
        if (isServerCallable(Block as ComponentType<never>)) {
          try {
            const result = (Block as (props: BlockProps<unknown>) => ReactNode | Promise<ReactNode>)(props);
            // An async block's rejection is caught the same way, once React awaits the promise.
            rendered = (result instanceof Promise ? result.catch((error: unknown) => fail(problem(error), key)) : result) as ReactNode;
          } catch (error) {
            return fail(problem(error), key);
          }
        } else {
          rendered = <Block {...props} />;
        }
        return (
          <Fragment key={key}>
            {/* A function cannot cross into a client component from a server render: there a block
                that throws in the browser is only replaced by its fallback, not reported. */}
            <BlockErrorBoundary fallback={fallback} onError={typeof window === 'undefined' ? undefined : (error) => context.report(problem(error))}>
              {rendered}
            </BlockErrorBoundary>
          </Fragment>
        );
      })}
    </>
  );
}
