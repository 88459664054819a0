import { holdTitleThroughSwaps, isTitleHeld } from './titleHold';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setTitle(text: string) {
  const title = document.createElement('title');
  title.textContent = text;
  document.head.append(title);
  return title;
}

describe('holdTitleThroughSwaps', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    document.head.innerHTML = '';
    setTitle('Kontakte | Clavis');
  });
  afterEach(() => stop());

  it('keeps the old title while a swap removes it before adding the new one', async () => {
    stop = holdTitleThroughSwaps(document.head, 10);
    const seen: string[] = [];
    new MutationObserver(() => seen.push(document.title)).observe(document.head, { childList: true, subtree: true });
    document.head.querySelector('title')?.remove();
    await flush();
    expect(document.title).toBe('Kontakte | Clavis');
    setTitle('Produkte | Clavis');
    await flush();
    expect(document.title).toBe('Produkte | Clavis');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(seen).not.toContain('');
  });

  it('lets the title go when no new one arrives within the hold', async () => {
    stop = holdTitleThroughSwaps(document.head, 10);
    document.head.querySelector('title')?.remove();
    await flush();
    expect(document.title).toBe('Kontakte | Clavis');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.title).toBe('');
  });

  it('leaves the head alone once stopped', async () => {
    holdTitleThroughSwaps(document.head, 10)();
    document.head.querySelector('title')?.remove();
    await flush();
    expect(document.title).toBe('');
  });
});

describe('isTitleHeld', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('is true only while the stand-in holds the old title', async () => {
    document.head.innerHTML = '';
    const old = setTitle('Kontakte | Clavis');
    stop = holdTitleThroughSwaps(document.head, 2000);
    expect(isTitleHeld(document.head)).toBe(false);
    old.remove();
    await flush();
    expect(isTitleHeld(document.head)).toBe(true);
    setTitle('Produkte | Clavis');
    await flush();
    expect(isTitleHeld(document.head)).toBe(false);
  });
});
