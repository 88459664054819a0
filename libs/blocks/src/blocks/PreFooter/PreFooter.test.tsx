import { render, screen } from '@testing-library/react';
import { BlockRenderer } from '../../core/BlockRenderer';
import { createBlockContext } from '../../testing/createBlockContext';
import { fixtureBlok } from '../../testing/fixtures';
import { preFooterBlock } from './index';

const registry = { pre_footer: preFooterBlock };
const blok = fixtureBlok('pre_footer');

describe('PreFooter', () => {
  it('shows its title, text and a link to the contact page named by the title', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[blok]} />);
    expect(screen.getByRole('heading', { level: 2, name: String(blok['title']) })).toBeInTheDocument();
    expect(screen.getByText(String(blok['text']))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: String(blok['title']) })).toHaveAttribute('href', '/kontaktiere-uns/vertrieb');
  });

  it('takes the editor label for its link', () => {
    render(<BlockRenderer registry={registry} context={createBlockContext()} blocks={[{ ...blok, link_label: 'Schreiben Sie uns' }]} />);
    expect(screen.getByRole('link', { name: 'Schreiben Sie uns' })).toBeInTheDocument();
  });

  it('renders nothing without a link in production', () => {
    const context = createBlockContext();
    const emptied = { fieldtype: 'multilink', linktype: 'story', id: '', url: '', cached_url: '' };
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[{ ...blok, link: emptied }]} />);
    expect(container).toBeEmptyDOMElement();
    expect(context.problems).toMatchObject([{ kind: 'invalid-content', component: 'pre_footer', details: [expect.stringContaining('link')] }]);
  });

  it('names a missing title in draft mode', () => {
    const context = createBlockContext({ draft: true });
    const { title: _title, ...untitled } = blok;
    const { container } = render(<BlockRenderer registry={registry} context={context} blocks={[untitled]} />);
    expect(container.querySelector('[data-block-issue="invalid-content"]')).toHaveTextContent('title');
    expect(context.problems).toHaveLength(1);
  });
});
