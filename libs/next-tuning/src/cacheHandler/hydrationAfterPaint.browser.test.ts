/** @jest-environment jsdom */
import { AFTER_LOAD_MS } from '../hydrationLoader/loaderTiming';
import { hydrateAfterPaint } from './hydrationAfterPaint';
import { LOADER, PAGE } from './hydrationAfterPaint.fixture';

describe('the loader, in the page', () => {
  type ObserverCallback = (list: unknown, observer: { disconnect: () => void }) => void;
  let observers: { callback: ObserverCallback; disconnected: boolean }[];

  function installObserver(supported: boolean) {
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['paint'];
      private readonly record;
      constructor(callback: ObserverCallback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {
        // the test reports entries itself (reportLargestPaint)
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
  }

  const addedScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const ALL_SCRIPTS = ['/_next/static/chunks/framework.js', '/_next/static/chunks/page.js?dpl=a&b', '/_next/static/chunks/main.js'];
  /** The scripts added once every queued task has run (the loader adds one per task). */
  const scriptsAfterTasks = () => {
    jest.runAllTimers();
    return addedScripts();
  };
  const reportLargestPaint = () => observers.forEach((observer) => observer.callback({}, { disconnect: () => (observer.disconnected = true) }));

  function runLoader() {
    const source = hydrateAfterPaint(PAGE).match(LOADER)?.[1] ?? '';
    new Function(source)();
  }

  function addPicture(complete: boolean) {
    const picture = document.createElement('img');
    picture.setAttribute('fetchpriority', 'high');
    Object.defineProperty(picture, 'complete', { value: complete, configurable: true });
    document.body.append(picture);
    return picture;
  }

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (window as { scheduler?: unknown }).scheduler;
  });

  it('adds the scripts once the largest paint is reported with the opening picture loaded, and only once', () => {
    installObserver(true);
    const picture = addPicture(false);
    runLoader();
    expect(addedScripts()).toEqual([]);
    reportLargestPaint();
    expect(addedScripts()).toEqual([]);
    Object.defineProperty(picture, 'complete', { value: true });
    reportLargestPaint();
    expect(scriptsAfterTasks()).toEqual(ALL_SCRIPTS);
    expect(document.head.querySelector('script[integrity="sha384-x"]')?.getAttribute('crossorigin')).toBe('');
    expect([...document.head.querySelectorAll('script')].every((script) => script.async)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
    window.dispatchEvent(new Event('load'));
    expect(scriptsAfterTasks()).toHaveLength(3);
  });

  it('adds one script per task, in order, so their insertion is not one long task', () => {
    installObserver(false);
    runLoader();
    expect(addedScripts()).toEqual(ALL_SCRIPTS.slice(0, 1));
    jest.advanceTimersToNextTimer();
    expect(addedScripts()).toEqual(ALL_SCRIPTS.slice(0, 2));
    jest.advanceTimersToNextTimer();
    expect(addedScripts()).toEqual(ALL_SCRIPTS);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("queues the next script with the browser's task scheduler where it has one, ahead of other work", () => {
    const queued: { task: () => void; priority: string }[] = [];
    Object.assign(window, { scheduler: { postTask: (task: () => void, options: { priority: string }) => queued.push({ task, priority: options.priority }) } });
    installObserver(false);
    runLoader();
    expect(addedScripts()).toHaveLength(1);
    expect(queued.map(({ priority }) => priority)).toEqual(['user-blocking']);
    queued.shift()?.task();
    queued.shift()?.task();
    expect(addedScripts()).toEqual(ALL_SCRIPTS);
    expect(queued).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('adds them at the first key press or touch, without waiting for the picture', () => {
    installObserver(true);
    addPicture(false);
    runLoader();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(scriptsAfterTasks()).toHaveLength(3);
  });

  it("adds them shortly after the page's load when the largest paint never qualifies", () => {
    installObserver(true);
    addPicture(false);
    runLoader();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(AFTER_LOAD_MS - 1);
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scriptsAfterTasks()).toHaveLength(3);
  });

  it('starts adding them at once where the browser cannot report the largest paint', () => {
    installObserver(false);
    runLoader();
    expect(scriptsAfterTasks()).toHaveLength(3);
  });
});
