import { createRouteChangeReporter, pushToDataLayer, type RouteChangeEvent } from './routeChangeEvent';

describe('createRouteChangeReporter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function reporter(title = () => 'Start') {
    const pushed: RouteChangeEvent[] = [];
    const instance = createRouteChangeReporter({ push: (event) => pushed.push(event), title, referrer: 'https://search.example/?q=clavis', delayMs: 160 });
    return { instance, pushed };
  }

  it('pushes the first page 160 ms after it finished, with the referrer as the previous URL', () => {
    const { instance, pushed } = reporter();
    instance.pageFinished('https://clavis.example/');
    jest.advanceTimersByTime(159);
    expect(pushed).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(pushed).toEqual([
      { event: 'route-change', url: 'https://clavis.example/', previousUrl: 'https://search.example/?q=clavis', title: 'Start' },
    ]);
  });

  it('gives every later page the URL of the page before it', () => {
    const { instance, pushed } = reporter();
    instance.pageFinished('https://clavis.example/');
    instance.pageFinished('https://clavis.example/produkte');
    instance.pageFinished('https://clavis.example/kontakte?x=1');
    jest.advanceTimersByTime(160);
    expect(pushed.map(({ url, previousUrl }) => [url, previousUrl])).toEqual([
      ['https://clavis.example/', 'https://search.example/?q=clavis'],
      ['https://clavis.example/produkte', 'https://clavis.example/'],
      ['https://clavis.example/kontakte?x=1', 'https://clavis.example/produkte'],
    ]);
  });

  it('reads the title when the event fires, after the new page has set it', () => {
    let title = 'Old page';
    const { instance, pushed } = reporter(() => title);
    instance.pageFinished('https://clavis.example/produkte');
    title = 'Produkte | Clavis';
    jest.advanceTimersByTime(160);
    expect(pushed[0]?.title).toBe('Produkte | Clavis');
  });

  it('waits for the new title while the old one is held for it, at most the settle timeout', () => {
    let title = 'Seite nicht gefunden';
    let settled = false;
    const pushed: RouteChangeEvent[] = [];
    const instance = createRouteChangeReporter({
      push: (event) => pushed.push(event),
      title: () => title,
      titleSettled: () => settled,
      referrer: '',
      delayMs: 160,
      settleCheckMs: 20,
      settleTimeoutMs: 1000,
    });
    instance.pageFinished('https://clavis.example/');
    jest.advanceTimersByTime(300);
    expect(pushed).toEqual([]);
    title = 'Clavis – Schlüssel | Clavis';
    settled = true;
    jest.advanceTimersByTime(20);
    expect(pushed.map((event) => event.title)).toEqual(['Clavis – Schlüssel | Clavis']);

    settled = false;
    instance.pageFinished('https://clavis.example/produkte');
    jest.advanceTimersByTime(160 + 1000);
    expect(pushed).toHaveLength(2);
  });

  it('pushes once when the same page is reported twice in a row', () => {
    const { instance, pushed } = reporter();
    instance.pageFinished('https://clavis.example/');
    instance.pageFinished('https://clavis.example/');
    jest.advanceTimersByTime(160);
    expect(pushed).toEqual([expect.objectContaining({ url: 'https://clavis.example/', previousUrl: 'https://search.example/?q=clavis' })]);
  });
});

describe('pushToDataLayer', () => {
  afterEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('creates window.dataLayer when the tag manager has not, and appends to it otherwise', () => {
    const event: RouteChangeEvent = { event: 'route-change', url: 'a', previousUrl: '', title: 't' };
    pushToDataLayer(event);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([event]);
    pushToDataLayer(event);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toHaveLength(2);
  });
});
