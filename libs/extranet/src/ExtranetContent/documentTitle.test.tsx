import { act, render } from '@testing-library/react';
import { useDocumentTitle } from './documentTitle';

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

/** The framework writing the shell's own title into the title element, as its metadata commits. */
async function shellWritesItsTitle() {
  await act(async () => {
    const element = document.head.querySelector('title');
    if (element?.firstChild) element.firstChild.nodeValue = 'Extranet | Clavis';
    // The observer's callback runs as a microtask after the change.
    await Promise.resolve();
  });
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Extranet | Clavis';
  });

  it('sets the title and holds it against a later write of the shell’s own, until unmounted', async () => {
    const { unmount } = render(<Titled title="Preislisten | Kataloge | Extranet | Clavis" />);
    expect(document.title).toBe('Preislisten | Kataloge | Extranet | Clavis');
    await shellWritesItsTitle();
    expect(document.title).toBe('Preislisten | Kataloge | Extranet | Clavis');
    unmount();
    await shellWritesItsTitle();
    expect(document.title).toBe('Extranet | Clavis');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('of two titles set in turn, holds the last one set, without the first taking it back', async () => {
    const first = render(<Titled title="Kataloge | Extranet | Clavis" />);
    const second = render(<Titled title="Kein Zugriff | Extranet | Clavis" />);
    await shellWritesItsTitle();
    expect(document.title).toBe('Kein Zugriff | Extranet | Clavis');
    first.rerender(<Titled title="Preislisten | Kataloge | Extranet | Clavis" />);
    await shellWritesItsTitle();
    expect(document.title).toBe('Preislisten | Kataloge | Extranet | Clavis');
    first.unmount();
    second.unmount();
  });

  it('leaves the title alone without one to set', async () => {
    render(<Titled title={null} />);
    await shellWritesItsTitle();
    expect(document.title).toBe('Extranet | Clavis');
  });
});
