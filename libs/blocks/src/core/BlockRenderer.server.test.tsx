/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["@clavis/source", "node", "default"]}
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { createBlockContext } from '../testing/createBlockContext';
import { BlockRenderer } from './BlockRenderer';
import { defineBlock } from './defineBlock';

const registry = {
  fine: defineBlock({ schema: z.object({ _uid: z.string(), component: z.literal('fine') }), component: () => <p>fine</p> }),
  broken: defineBlock({
    schema: z.object({ _uid: z.string(), component: z.literal('broken'), field: z.string() }),
    component: ({ blok }) => {
      throw new TypeError(`cannot render ${blok.field}`);
    },
  }),
};

describe('BlockRenderer on the server', () => {
  it('catches a throwing block per block, so server rendering of the page goes on', () => {
    const context = createBlockContext();
    const html = renderToStaticMarkup(<BlockRenderer registry={registry} context={context} blocks={[{ _uid: '1', component: 'broken', field: 'x' }, { _uid: '2', component: 'fine' }]} />);
    expect(html).toBe('<p>fine</p>');
    expect(context.problems).toEqual([{ kind: 'render-error', component: 'broken', uid: '1', details: ['TypeError: cannot render x'] }]);
  });

  it('shows the editor which block failed in draft mode', () => {
    const html = renderToStaticMarkup(<BlockRenderer registry={registry} context={createBlockContext({ draft: true })} blocks={[{ _uid: '1', component: 'broken', field: 'x' }]} />);
    expect(html).toContain('data-block-issue="render-error"');
    expect(html).toContain('TypeError: cannot render x');
  });
});
