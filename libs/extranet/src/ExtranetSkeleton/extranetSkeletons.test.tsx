import { render } from '@testing-library/react';
import { ExtranetPlaceholder } from './ExtranetPlaceholder';
import { extranetSkeletonTable, skeletonOfPath } from './extranetSkeletons';

const table = extranetSkeletonTable('germany', 'de');

describe('the skeleton of an extranet URL', () => {
  it.each([
    ['/extranet', 'home'],
    ['/extranet/', 'home'],
    ['/extranet/kataloge', 'cards'],
    ['/extranet/kataloge/price-lists', 'listing'],
    ['/extranet/kataloge/price-lists/catalogue-2026', 'detail'],
    ['/extranet/clavis-nachrichtenbulletins', 'listing'],
    ['/extranet/clavis-nachrichtenbulletins/x-2026-1', 'detail'],
    ['/extranet/fotogalerie/fairs/2025/security-essen', 'cards'],
    ['/extranet/produkte/keys/dimple', 'cards'],
    ['/extranet/suchen', 'detail'],
  ])('%s: %s', (pathname, kind) => {
    expect(skeletonOfPath(table, pathname)).toBe(kind);
  });

  it('knows the English paths of the locale it was made for', () => {
    expect(skeletonOfPath(extranetSkeletonTable('germany', 'en'), '/en/extranet/catalogues/price-lists')).toBe('listing');
  });

  it('the prebuilt shell picks it in the page itself, before any framework script: its inline script shows that one skeleton only', () => {
    window.history.replaceState(null, '', '/extranet/kataloge/price-lists');
    const { container } = render(<ExtranetPlaceholder table={table} label="Wird geladen…" />, { container: document.body.appendChild(document.createElement('div')) });
    // React does not run a rendered script; the browser runs it as it reads the HTML.
    const script = container.querySelector('script') as HTMLScriptElement;
    const html = container.innerHTML;
    document.body.innerHTML = '';
    const region = document.body.appendChild(document.createElement('div'));
    region.innerHTML = html;
    const run = document.createElement('script');
    run.textContent = script.textContent;
    Object.defineProperty(document, 'currentScript', { value: region.querySelector('script'), configurable: true });
    new Function(run.textContent as string)();
    expect([...region.querySelectorAll('[data-skeleton]')].filter((element) => !(element as HTMLElement).hidden).map((element) => element.getAttribute('data-skeleton'))).toEqual(['listing']);
    expect(region.querySelectorAll('[data-skeleton]:not([hidden]) [aria-busy="true"]')).toHaveLength(1);
  });
});
