import { internalNavigationTarget } from './internalNavigation';

function clickOn(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const target = document.body.querySelector('[data-click]') ?? document.body.firstElementChild ?? document.body;
  const event = new MouseEvent('click', { bubbles: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return internalNavigationTarget(event, window.location);
}

describe('internalNavigationTarget', () => {
  beforeEach(() => window.history.replaceState(null, '', '/produkte?sort=name#top'));

  it('answers the path and query of a same-origin link, also from an element inside it', () => {
    expect(clickOn('<a href="/kontakte?x=1">Kontakte</a>')).toBe('/kontakte?x=1');
    expect(clickOn('<a href="/kontakte"><span data-click>Kontakte</span></a>')).toBe('/kontakte');
  });

  it('counts a new query on the same path as a navigation', () => {
    expect(clickOn('<a href="/produkte?sort=date">Neueste</a>')).toBe('/produkte?sort=date');
  });

  it('leaves alone clicks the browser handles or that do not navigate', () => {
    expect(clickOn('<a href="https://elsewhere.example/">x</a>')).toBeNull();
    expect(clickOn('<a href="/kontakte" target="_blank">x</a>')).toBeNull();
    expect(clickOn('<a href="/katalog.pdf" download>x</a>')).toBeNull();
    expect(clickOn('<a href="/kontakte">x</a>', { ctrlKey: true })).toBeNull();
    expect(clickOn('<a href="/kontakte">x</a>', { button: 1 })).toBeNull();
    expect(clickOn('<a href="#details">x</a>')).toBeNull();
    expect(clickOn('<button>x</button>')).toBeNull();
  });
});
