/** @jest-environment jsdom */
import { REPLAY_WITHIN_MS } from '../hydrationLoader/loaderTiming';
import { hydrateAfterPaint } from './hydrationAfterPaint';
import { LOADER, PAGE } from './hydrationAfterPaint.fixture';

// One loader for the whole file: its listeners stay on `window`, as they do in the page.
describe('a tap or a choice before hydration, in the page', () => {
  beforeAll(() => {
    // The largest paint is never reported here: the scripts come with the first tap.
    class SilentObserver {
      static readonly supportedEntryTypes: readonly string[] = ['largest-contentful-paint'];
      observe(): void {
        // nothing to observe
      }
    }
    Object.assign(window, { PerformanceObserver: SilentObserver });
    new Function(hydrateAfterPaint(PAGE).match(LOADER)?.[1] ?? '')();
  });

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
  });

  afterEach(() => jest.useRealTimers());

  /**
   * What React would see of `type` events on `element`: each one after `hydrate()`, which puts
   * React's marker on the element, is recorded by `record`.
   */
  function asReact<Value>(element: Element, type: string, record: () => Value) {
    const handled: Value[] = [];
    element.addEventListener(type, () => {
      if (Object.keys(element).some((key) => key.startsWith('__reactProps$'))) handled.push(record());
    });
    const hydrate = () => Object.assign(element, { __reactProps$abc: {} });
    return { handled, hydrate };
  }

  /** A button in the page, and the clicks it receives once React has hydrated it. */
  function button(html = '<button type="button"><span>Next slide</span></button>') {
    document.body.insertAdjacentHTML('beforeend', html);
    const element = document.body.lastElementChild?.querySelector('button') ?? (document.body.lastElementChild as HTMLButtonElement);
    element.form?.addEventListener('submit', (event) => event.preventDefault()); // jsdom cannot navigate
    return { element, ...asReact(element, 'click', () => Date.now()) };
  }

  const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));

  it('clicks the button again once React has hydrated it, once', () => {
    const { element, handled, hydrate } = button();
    tap(element.firstElementChild ?? element); // on the label inside the button
    jest.advanceTimersByTime(1000);
    expect(handled).toEqual([]);
    hydrate();
    jest.advanceTimersByTime(60);
    expect(handled).toHaveLength(1);
    jest.advanceTimersByTime(REPLAY_WITHIN_MS);
    expect(handled).toHaveLength(1);
  });

  it('leaves a tap React handled itself: the button was hydrated when it came', () => {
    const { element, handled, hydrate } = button();
    hydrate();
    tap(element);
    jest.advanceTimersByTime(REPLAY_WITHIN_MS);
    expect(handled).toHaveLength(1);
  });

  it('drops the tap when hydration comes too late, or the button is gone', () => {
    const late = button();
    tap(late.element);
    jest.advanceTimersByTime(REPLAY_WITHIN_MS + 100);
    late.hydrate();
    jest.advanceTimersByTime(100);
    expect(late.handled).toEqual([]);

    const gone = button();
    tap(gone.element);
    gone.element.remove();
    gone.hydrate();
    jest.advanceTimersByTime(100);
    expect(gone.handled).toEqual([]);
  });

  it.each([
    ['a popover invoker', '<button type="button" popovertarget="menu">Menu</button>'],
    ['a command invoker', '<button type="button" commandfor="dialog" command="show-modal">Open</button>'],
    ["a form's submit button", '<form><button>Send</button></form>'],
    ['a disabled button', '<button type="button" disabled>Next</button>'],
  ])('leaves %s to the browser', (_name, html) => {
    const { element, handled, hydrate } = button(html);
    tap(element);
    hydrate();
    jest.advanceTimersByTime(REPLAY_WITHIN_MS);
    expect(handled).toEqual([]);
  });

  describe('a choice in a select', () => {
    function select() {
      document.body.insertAdjacentHTML('beforeend', '<select name="category"><option value="">All</option><option value="keys">Keys</option></select>');
      const element = document.body.lastElementChild as HTMLSelectElement;
      return { element, ...asReact(element, 'change', () => element.value) };
    }

    const choose = (element: HTMLSelectElement, value: string) => {
      element.value = value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    };

    it('is chosen again once React has hydrated the select, though React set it back meanwhile', () => {
      const { element, handled, hydrate } = select();
      choose(element, 'keys');
      hydrate();
      element.value = ''; // React's first render after hydration
      jest.advanceTimersByTime(60);
      expect(element.value).toBe('keys');
      expect(handled).toEqual(['keys']);
      jest.advanceTimersByTime(REPLAY_WITHIN_MS);
      expect(handled).toEqual(['keys']);
    });

    it('is left to React once the select has hydrated', () => {
      const { element, handled, hydrate } = select();
      hydrate();
      choose(element, 'keys');
      jest.advanceTimersByTime(REPLAY_WITHIN_MS);
      expect(handled).toEqual(['keys']);
    });
  });
});
