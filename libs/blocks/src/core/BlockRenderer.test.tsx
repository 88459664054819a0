import { render, screen } from '@testing-library/react';
import { z } from 'zod';
import { createBlockContext } from '../testing/createBlockContext';
import { BlockRenderer } from './BlockRenderer';
import { defineBlock } from './defineBlock';
import { editable } from './editable';
import type { BlockRegistry } from './types';

const headline = defineBlock({
  schema: z.object({ _uid: z.string(), component: z.literal('headline'), _editable: z.string().optional(), title: z.string().min(1) }),
  component: ({ blok }) => <h2 {...editable(blok)}>{blok.title}</h2>,
});
const section = defineBlock({
  schema: z.object({ _uid: z.string(), component: z.literal('section'), body: z.array(z.unknown()) }),
  component: ({ blok, context }) => <section aria-label="nested">{context.renderBlocks(blok.body)}</section>,
});
const broken = defineBlock({
  schema: z.object({ _uid: z.string(), component: z.literal('broken') }),
  component: () => {
    throw new Error('boom');
  },
});
const registry: BlockRegistry = { headline, section, broken };

const blok = (component: string, fields: Record<string, unknown> = {}, uid = component) => ({ _uid: uid, component, ...fields });

describe('BlockRenderer', () => {
  it('renders bloks in order, nested bloks through the same registry', () => {
    const context = createBlockContext();
    render(<BlockRenderer registry={registry} context={context} blocks={[blok('headline', { title: 'One' }), blok('section', { body: [blok('headline', { title: 'Two' }, 'inner')] })]} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['One', 'Two']);
    expect(screen.getByRole('region', { name: 'nested' })).toHaveTextContent('Two');
    expect(context.problems).toEqual([]);
  });

  it('adds the visual editor attributes when the CMS sends _editable', () => {
    const _editable = '<!--#storyblok#{"name": "headline", "space": "1", "uid": "abc", "id": "2"}-->';
    render(<BlockRenderer registry={registry} context={createBlockContext({ draft: true })} blocks={[blok('headline', { title: 'Edit me', _editable }, 'abc')]} />);
    const heading = screen.getByRole('heading', { name: 'Edit me' });
    expect(heading).toHaveAttribute('data-blok-uid', '2-abc');
    expect(heading).toHaveAttribute('data-blok-c');
  });

  it('renders nothing for an unknown component in production, and reports it', () => {
    const context = createBlockContext();
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[blok('mystery'), blok('headline', { title: 'Still here' })]} />);
    expect(container.querySelector('[data-block-issue]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(context.problems).toEqual([{ kind: 'unknown-component', component: 'mystery', uid: 'mystery', details: [] }]);
  });

  it('shows an unknown component to the editor in draft mode', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext({ draft: true })} blocks={[blok('mystery')]} />);
    expect(screen.getByRole('note')).toHaveTextContent('Unknown block “mystery” (mystery)');
  });

  it('isolates content that fails its schema and names the failing field in draft mode', () => {
    const context = createBlockContext({ draft: true });
    render(<BlockRenderer registry={registry} context={context} blocks={[blok('headline', { title: '' }, 'bad'), blok('headline', { title: 'Fine' })]} />);
    expect(screen.getByRole('note')).toHaveTextContent(/Invalid content in block “headline” \(bad\)/);
    expect(screen.getByRole('note')).toHaveTextContent(/^.*title: /);
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(context.problems[0]).toMatchObject({ kind: 'invalid-content', uid: 'bad' });
  });

  it('keeps the rest of the page when a block throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = createBlockContext();
    render(<BlockRenderer registry={registry} context={context} blocks={[blok('broken'), blok('headline', { title: 'After' })]} />);
    expect(screen.getByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(context.problems).toEqual([{ kind: 'render-error', component: 'broken', uid: 'broken', details: ['Error: boom'] }]);
  });

  it('ignores values that are not bloks without crashing', () => {
    const context = createBlockContext();
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[null, 'text', 42]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems.map((problem) => problem.component)).toEqual(['(none)', '(none)', '(none)']);
  });

  it('does not treat inherited object keys as components', () => {
    const context = createBlockContext();
    render(<BlockRenderer registry={registry} context={context} blocks={[blok('toString'), blok('constructor')]} />);
    expect(context.problems.map((problem) => problem.kind)).toEqual(['unknown-component', 'unknown-component']);
  });
});
