import { carryKeysIntoDraft } from './carryKeysIntoDraft';

const KEY = 'clavis:search-draft';
const press = (key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('carryKeysIntoDraft', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.setItem(KEY, 'fu');
    document.body.innerHTML = '<input id="box" />';
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
    sessionStorage.clear();
  });

  it('adds keys typed into no field to the draft, and Backspace takes one off', () => {
    stop = carryKeysIntoDraft(KEY);
    expect(press('t').defaultPrevented).toBe(true);
    press('u');
    press('Backspace');
    press('u');
    expect(sessionStorage.getItem(KEY)).toBe('futu');
  });

  it('leaves shortcuts, named keys and keys typed into a field alone', () => {
    stop = carryKeysIntoDraft(KEY);
    expect(press('r', document.body, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press('Tab').defaultPrevented).toBe(false);
    expect(press('x', document.getElementById('box') as HTMLElement).defaultPrevented).toBe(false);
    expect(sessionStorage.getItem(KEY)).toBe('fu');
  });

  it('stops once a field has the focus (the search page box took over)', () => {
    stop = carryKeysIntoDraft(KEY);
    (document.getElementById('box') as HTMLInputElement).focus();
    document.body.focus();
    press('t');
    expect(sessionStorage.getItem(KEY)).toBe('fu');
  });

  it('stops after a few seconds: a late keystroke is no part of that search', () => {
    stop = carryKeysIntoDraft(KEY);
    jest.advanceTimersByTime(5000);
    press('t');
    expect(sessionStorage.getItem(KEY)).toBe('fu');
  });
});
