import { render, screen } from '@testing-library/react';
import { createBlockContext } from '../../testing/createBlockContext';
import { CallToAction } from './CallToAction';

const context = createBlockContext();
const storyLink = { linktype: 'story' as const, cached_url: 'de/germany/kontaktiere-uns/vertrieb' };

describe('CallToAction', () => {
  it('links a story on this market with the editor label', () => {
    render(<CallToAction link={storyLink} label="Kontakt aufnehmen" context={context} />);
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontaktiere-uns/vertrieb');
  });

  it('falls back to the catalogue label when the editor left it blank', () => {
    render(<CallToAction link={storyLink} label="  " context={context} />);
    expect(screen.getByRole('link', { name: 'Weiterlesen' })).toBeInTheDocument();
  });

  it('names its subject after a bare "read more", for readers who list links out of context', () => {
    render(<CallToAction link={storyLink} label="" subject="Smart Pro" context={context} />);
    // jsdom's name computation puts a space between the label's spans, a browser does not.
    expect(screen.getByRole('link', { name: /^Weiterlesen ?: Smart Pro$/ })).toBeInTheDocument();
  });

  it('keeps the editor label as it is, subject or not', () => {
    render(<CallToAction link={storyLink} label="Kontakt aufnehmen" subject="Smart Pro" context={context} />);
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toBeInTheDocument();
  });

  it('opens external links in a new tab without an opener', () => {
    render(<CallToAction link={{ linktype: 'url', url: 'https://example.com', target: '_blank' }} label="Extern" context={context} />);
    expect(screen.getByRole('link', { name: 'Extern (öffnet in einem neuen Tab)' })).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('opens internal links in the same tab whatever the target says', () => {
    render(<CallToAction link={{ ...storyLink, target: '_blank' }} label="Intern" context={context} />);
    expect(screen.getByRole('link', { name: 'Intern' })).not.toHaveAttribute('target');
  });

  it('renders nothing for an empty link field', () => {
    const { container } = render(<CallToAction link={{ linktype: 'story', cached_url: '' }} label="Nirgendwo" context={context} />);
    expect(container).toBeEmptyDOMElement();
  });
});
