import { render, screen } from '@testing-library/react';
import { ReadMoreLabel } from './ReadMoreLabel';

describe('ReadMoreLabel', () => {
  it('names the subject after the label, for screen readers only', () => {
    render(
      <a href="/produkte/smart-pro">
        <ReadMoreLabel label="Weiterlesen" subject="Smart Pro" />
      </a>,
    );
    // jsdom's name computation puts a space between the label's spans, a browser does not.
    const link = screen.getByRole('link', { name: /^Weiterlesen ?: Smart Pro$/ });
    expect(link.innerHTML).toMatch(/^Weiterlesen<span class="[^"]*visuallyHidden[^"]*">: Smart Pro<\/span>$/);
  });

  it('trims the subject', () => {
    render(
      <a href="/produkte/smart-pro">
        <ReadMoreLabel label="Weiterlesen" subject="  Smart Pro " />
      </a>,
    );
    expect(screen.getByRole('link', { name: /^Weiterlesen ?: Smart Pro$/ })).toBeInTheDocument();
  });

  it.each([undefined, '', '   '])('shows the label alone without a subject (%p)', (subject) => {
    render(
      <a href="/produkte/smart-pro">
        <ReadMoreLabel label="Weiterlesen" subject={subject} />
      </a>,
    );
    expect(screen.getByRole('link').innerHTML).toBe('Weiterlesen');
  });
});
