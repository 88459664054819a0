import { createIntl } from '@formatjs/intl';
import { serverRenderContext } from './pageContract';

describe('serverRenderContext', () => {
  const intl = createIntl<string>({ locale: 'de', messages: {} });
  const scope = { market: 'germany' as const, locale: 'de' as const, storySlug: 'de/uber-uns', intl };

  it('renders pictures through the image service, published, with no data and nothing reported by default', () => {
    const context = serverRenderContext(scope);
    expect(context).toMatchObject({ ...scope, draft: false, data: {}, assets: { baseUrl: '', imageService: true } });
    expect(() => context.report({ kind: 'invalid', component: 'teaser', uid: 'x', details: [] } as never)).not.toThrow();
  });

  it("keeps the page's draft mode, listing data and report", () => {
    const report = jest.fn();
    const data = { listing: { items: [] } } as never;
    const context = serverRenderContext({ ...scope, draft: true, data, report });
    expect(context).toMatchObject({ draft: true, data });
    context.report({ kind: 'invalid', component: 'teaser', uid: 'x', details: [] } as never);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
